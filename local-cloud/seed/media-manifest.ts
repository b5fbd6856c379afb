// The demo media of the local cloud: which committed file (local-cloud/seed/media/, made by
// scripts/make-demo-media.ts) is stored under which key, following the storage layout of the
// specification (section 3). Every image also has its WebP renditions (amplify/storage/renditions.ts),
// stored as {key}.w{width}.webp (committed files: renditionFiles below). The demo records
// (local-cloud/seed/demo-records.ts) refer to these keys; the storage service uploads every item on
// first start.
import { resolve } from 'node:path';
import { renditionKey, renditionSizesFor, type RenditionWidth } from '../../amplify/storage/renditions';

export const MEDIA_DIR = resolve(import.meta.dirname, 'media');
/** All committed demo media files together stay under this (uploaded on first start, some under several keys). */
export const MEDIA_BUDGET_BYTES = 5 * 1024 * 1024;

export interface MediaItem {
  key: string;
  /** File name inside MEDIA_DIR. */
  file: string;
  contentType: string;
}

const JPEG = 'image/jpeg';
const WEBP = 'image/webp';
const contentTypeOf = (file: string) => (file.endsWith('.webp') ? WEBP : JPEG);

/**
 * Width in pixels of each kind of demo picture (the renditions follow from it). Pages and sheets
 * are WebP, which keeps text and line art sharp at half the bytes of JPEG; banners stay JPEG (the
 * home slideshow shows jpg, jpeg, png and gif only) and so do thumbnails.
 */
export const PICTURE_WIDTHS = {
  /** Book covers and pages, booklet pages: 4:5, the viewer's page shape. */
  page: 480,
  banner: 1200,
  /** Gallery sheets: A4 portrait. */
  sheet: 960,
  thumbnail: 640,
} as const;

export const BANNER_FOLDER = 'Banner/';
export const bannerImages = ['banner-1.jpg', 'banner-2.jpg', 'banner-3.jpg'].map((file) => ({
  key: `${BANNER_FOLDER}${file}`,
  file,
}));

export interface DemoBook {
  /** Libro.name; grouped on the home page by its prefix (Preescolar, Primaria, Secundaria, Otros). */
  name: string;
  /** Names the committed files: libro-{slug}-portada.webp, libro-{slug}-pagina-{n}.webp. */
  slug: string;
  /** Libro.image: the cover's key (libros/portadas/{name}/{file}). */
  coverKey: string;
  /** Libro.pagesFolder equals the name; pages are libros/{name}/{file}. */
  pagesFolder: string;
  /** Inner pages in reading order (the cover is not one of them). */
  pageKeys: string[];
  price?: number;
}

/** The Virtual Library: six books on Primaria, two on each other shelf, eight inner pages each. */
const bookSources: Array<{ name: string; slug: string; price?: number }> = [
  { name: 'Preescolar - Amigos de Jesús', slug: 'preescolar' },
  { name: 'Preescolar - Dios creó el mundo', slug: 'creacion' },
  { name: 'Primaria - Los Sacramentos', slug: 'primaria', price: 120 },
  { name: 'Primaria - Jesús nos enseña a orar', slug: 'orar' },
  { name: 'Primaria - Los Diez Mandamientos', slug: 'mandamientos' },
  { name: 'Primaria - Parábolas de Jesús', slug: 'parabolas' },
  { name: 'Primaria - María, Madre de Jesús', slug: 'maria' },
  { name: 'Primaria - Mi Primera Comunión', slug: 'comunion', price: 95 },
  { name: 'Secundaria - Historia de la Iglesia', slug: 'secundaria', price: 150 },
  { name: 'Secundaria - La Confirmación', slug: 'confirmacion' },
  { name: 'Catequesis Familiar', slug: 'familia' },
  { name: 'Guía del Catequista', slug: 'catequista' },
];
export const BOOK_PAGE_COUNT = 8;

const pageNumber = (n: number) => String(n).padStart(2, '0');

export const books: DemoBook[] = bookSources.map(({ name, slug, price }) => ({
  name,
  slug,
  coverKey: `libros/portadas/${name}/portada.webp`,
  pagesFolder: name,
  pageKeys: Array.from({ length: BOOK_PAGE_COUNT }, (_, i) => `libros/${name}/pagina-${pageNumber(i + 1)}.webp`),
  ...(price !== undefined ? { price } : {}),
}));

export interface DemoBooklet {
  /** Devocionario.name */
  name: string;
  /** Devocionario.pagesFolder: the folder under devocionario/; files devocionario-{folder}-{n}.webp. */
  pagesFolder: string;
  /** Its pages in reading order; the first is the booklet's cover. */
  pageKeys: string[];
}

/** Cover plus seven numbered pages each. */
export const BOOKLET_PAGE_COUNT = 8;

export const booklets: DemoBooklet[] = [
  { name: 'Santo Rosario', pagesFolder: 'rosario' },
  { name: 'Vía Crucis', pagesFolder: 'via-crucis' },
  { name: 'Oraciones de cada día', pagesFolder: 'oraciones' },
].map(({ name, pagesFolder }) => ({
  name,
  pagesFolder,
  pageKeys: Array.from({ length: BOOKLET_PAGE_COUNT }, (_, i) => `devocionario/${pagesFolder}/pagina-${pageNumber(i + 1)}.webp`),
}));

export interface DemoGalleryImage {
  /** Imagen.filePath */
  key: string;
  file: string;
  /** The title printed on the sheet. */
  title: string;
  isPublica: boolean;
  /** Comma-separated, as Imagen.etiquetas. */
  etiquetas: string;
  costo: number;
}

/** Printable sheets: six free, two that need a donation (the first is the demo user's purchase). */
export const galleryImages: DemoGalleryImage[] = [
  { file: 'galeria-colorear-arca.webp', title: 'Colorea el arca de Noé', isPublica: true, etiquetas: 'Actividades,Colorear', costo: 0 },
  { file: 'galeria-sopa-letras.webp', title: 'Sopa de letras: personajes de la Biblia', isPublica: true, etiquetas: 'Actividades,Juegos', costo: 0 },
  { file: 'galeria-mandamientos.webp', title: 'Los Diez Mandamientos', isPublica: true, etiquetas: 'Teoria,Mandamientos', costo: 0 },
  { file: 'galeria-parabolas.webp', title: 'Las parábolas de Jesús', isPublica: true, etiquetas: 'Teoria,Biblia', costo: 0 },
  { file: 'galeria-colorear-buen-pastor.webp', title: 'Colorea al Buen Pastor', isPublica: true, etiquetas: 'Actividades,Colorear', costo: 0 },
  { file: 'galeria-laberinto-belen.webp', title: 'Laberinto: camino a Belén', isPublica: true, etiquetas: 'Actividades,Juegos,Navidad', costo: 0 },
  { file: 'galeria-sacramentos-esquema.webp', title: 'Esquema de los siete sacramentos', isPublica: false, etiquetas: 'Teoria,Sacramentos', costo: 25 },
  { file: 'galeria-laberinto-pascua.webp', title: 'Laberinto de Pascua', isPublica: false, etiquetas: 'Actividades,Pascua', costo: 15 },
].map((image) => ({
  ...image,
  key: `galeria/${image.isPublica ? 'public' : 'private'}/${image.file.replace(/^galeria-/, '')}`,
}));

export interface DemoVideo {
  slug: string;
  title: string;
  description: string;
  /** Comma-separated, as Conferencia.tags. */
  tags: string;
  isFree: boolean;
  cost: number;
  /** conferencias/publico/{file} or conferencias/privado/{file} */
  videoKey: string;
  /** conferencias/miniaturas/{file} */
  thumbnailKey: string;
  videoFile: string;
  thumbnailFile: string;
}

export const videos: DemoVideo[] = [
  {
    slug: 'la-oracion',
    title: 'La oración',
    description: 'Cómo enseñar a orar a niños y jóvenes.',
    tags: 'Oración,Catequesis',
    isFree: true,
    cost: 0,
  },
  {
    slug: 'los-sacramentos',
    title: 'Los Sacramentos',
    description: 'Los siete sacramentos explicados para catequistas.',
    tags: 'Sacramentos,Catequesis',
    isFree: true,
    cost: 0,
  },
  {
    slug: 'curso-biblico',
    title: 'Curso bíblico',
    description: 'Introducción a la lectura de la Biblia en familia.',
    tags: 'Biblia,Curso',
    isFree: false,
    cost: 99.5,
  },
].map(({ slug, ...video }) => ({
  ...video,
  slug,
  videoKey: `conferencias/${video.isFree ? 'publico' : 'privado'}/${slug}.mp4`,
  thumbnailKey: `conferencias/miniaturas/${slug}.jpg`,
  videoFile: `video-${slug}.mp4`,
  thumbnailFile: `miniatura-${slug}.jpg`,
}));

/**
 * The committed file of each rendition of a picture `width` pixels wide: below that width, a
 * scaled copy {file}.w{width}.webp; at or above it, one WebP at the picture's own size, which for
 * a WebP picture is its own file and for a JPEG one {file}.w{first such width}.webp.
 */
export function renditionFiles(file: string, width: number): Array<{ width: RenditionWidth; pixels: number; file: string }> {
  const sizes = renditionSizesFor(width);
  const fullSize = sizes.find((size) => size.pixels === width);
  return sizes.map((size) => ({
    ...size,
    file:
      size.pixels < width ? renditionKey(file, size.width) : contentTypeOf(file) === WEBP ? file : renditionKey(file, fullSize!.width),
  }));
}

/** An image with its renditions. */
function picture(key: string, file: string, width: number): MediaItem[] {
  return [
    { key, file, contentType: contentTypeOf(file) },
    ...renditionFiles(file, width).map((r) => ({ key: renditionKey(key, r.width), file: r.file, contentType: WEBP })),
  ];
}

/** The committed file of a book's cover and of its inner page n (from 1). */
export const bookCoverFile = (book: DemoBook) => `libro-${book.slug}-portada.webp`;
export const bookPageFile = (book: DemoBook, n: number) => `libro-${book.slug}-pagina-${n}.webp`;
export const bookletPageFile = (booklet: DemoBooklet, n: number) => `devocionario-${booklet.pagesFolder}-${n}.webp`;

/** Every object to upload, with its committed file. */
export const mediaItems: MediaItem[] = [
  ...bannerImages.flatMap(({ key, file }) => picture(key, file, PICTURE_WIDTHS.banner)),
  ...books.flatMap((book) => [
    ...picture(book.coverKey, bookCoverFile(book), PICTURE_WIDTHS.page),
    ...book.pageKeys.flatMap((key, n) => picture(key, bookPageFile(book, n + 1), PICTURE_WIDTHS.page)),
  ]),
  ...booklets.flatMap((booklet) => booklet.pageKeys.flatMap((key, n) => picture(key, bookletPageFile(booklet, n + 1), PICTURE_WIDTHS.page))),
  ...galleryImages.flatMap(({ key, file }) => picture(key, file, PICTURE_WIDTHS.sheet)),
  ...videos.flatMap((video) => [
    { key: video.videoKey, file: video.videoFile, contentType: 'video/mp4' },
    ...picture(video.thumbnailKey, video.thumbnailFile, PICTURE_WIDTHS.thumbnail),
  ]),
];

/** The page-turn sound the SPA plays (a copy is served from public/sounds/page-flip.ogg). */
export const PAGE_FLIP_SOUND = { file: 'page-flip.ogg', contentType: 'audio/ogg' };
