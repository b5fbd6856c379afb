// The demo media of the local cloud: which committed file (local-cloud/seed/media/, made by
// scripts/make-demo-media.sh) is stored under which key, following the storage layout of the
// specification (section 3). The demo records (local-cloud/seed/demo-records.ts) refer to
// these keys; the storage service uploads every item on first start.
import { resolve } from 'node:path';

export const MEDIA_DIR = resolve(import.meta.dirname, 'media');

export interface MediaItem {
  key: string;
  /** File name inside MEDIA_DIR. */
  file: string;
  contentType: string;
}

const JPEG = 'image/jpeg';

export const BANNER_FOLDER = 'Banner/';
export const bannerImages = ['banner-1.jpg', 'banner-2.jpg', 'banner-3.jpg'].map((file) => ({
  key: `${BANNER_FOLDER}${file}`,
  file,
}));

export interface DemoBook {
  /** Libro.name; grouped on the home page by its prefix (Preescolar, Primaria, Secundaria, Otros). */
  name: string;
  /** Libro.image: the cover's key (libros/portadas/{name}/{file}). */
  coverKey: string;
  /** Libro.pagesFolder equals the name; pages are libros/{name}/{file}. */
  pagesFolder: string;
  pageKeys: string[];
  price?: number;
}

const bookSources: Array<{ name: string; slug: string; price?: number }> = [
  { name: 'Preescolar - Amigos de Jesús', slug: 'preescolar' },
  { name: 'Primaria - Los Sacramentos', slug: 'primaria', price: 120 },
  { name: 'Secundaria - Historia de la Iglesia', slug: 'secundaria', price: 150 },
  { name: 'Catequesis Familiar', slug: 'familia' },
];

export const books: DemoBook[] = bookSources.map(({ name, price }) => ({
  name,
  coverKey: `libros/portadas/${name}/portada.jpg`,
  pagesFolder: name,
  pageKeys: [1, 2, 3].map((n) => `libros/${name}/pagina-0${n}.jpg`),
  ...(price !== undefined ? { price } : {}),
}));

export interface DemoBooklet {
  /** Devocionario.name */
  name: string;
  /** Devocionario.pagesFolder: the folder under devocionario/. */
  pagesFolder: string;
  pageKeys: string[];
}

export const booklets: DemoBooklet[] = [
  { name: 'Santo Rosario', pagesFolder: 'rosario' },
  { name: 'Vía Crucis', pagesFolder: 'via-crucis' },
].map(({ name, pagesFolder }) => ({
  name,
  pagesFolder,
  pageKeys: [1, 2, 3].map((n) => `devocionario/${pagesFolder}/pagina-0${n}.jpg`),
}));

export interface DemoGalleryImage {
  /** Imagen.filePath */
  key: string;
  file: string;
  isPublica: boolean;
  /** Comma-separated, as Imagen.etiquetas. */
  etiquetas: string;
  costo: number;
}

export const galleryImages: DemoGalleryImage[] = [
  { file: 'galeria-colorear-arca.jpg', isPublica: true, etiquetas: 'Actividades,Colorear', costo: 0 },
  { file: 'galeria-sopa-letras.jpg', isPublica: true, etiquetas: 'Actividades,Juegos', costo: 0 },
  { file: 'galeria-mandamientos.jpg', isPublica: true, etiquetas: 'Teoria,Mandamientos', costo: 0 },
  { file: 'galeria-parabolas.jpg', isPublica: true, etiquetas: 'Teoria,Biblia', costo: 0 },
  { file: 'galeria-sacramentos-esquema.jpg', isPublica: false, etiquetas: 'Teoria,Sacramentos', costo: 25 },
  { file: 'galeria-laberinto-pascua.jpg', isPublica: false, etiquetas: 'Actividades,Pascua', costo: 15 },
].map((image) => ({
  ...image,
  key: `galeria/${image.isPublica ? 'public' : 'private'}/${image.file.replace(/^galeria-/, '')}`,
}));

export interface DemoVideo {
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
  videoKey: `conferencias/${video.isFree ? 'publico' : 'privado'}/${slug}.mp4`,
  thumbnailKey: `conferencias/miniaturas/${slug}.jpg`,
  videoFile: `video-${slug}.mp4`,
  thumbnailFile: `miniatura-${slug}.jpg`,
}));

/** Every object to upload, with its committed file. */
export const mediaItems: MediaItem[] = [
  ...bannerImages.map(({ key, file }) => ({ key, file, contentType: JPEG })),
  ...books.flatMap((book, i) => {
    const slug = bookSources[i].slug;
    return [
      { key: book.coverKey, file: `libro-${slug}-portada.jpg`, contentType: JPEG },
      ...book.pageKeys.map((key, n) => ({ key, file: `libro-${slug}-pagina-${n + 1}.jpg`, contentType: JPEG })),
    ];
  }),
  ...booklets.flatMap((booklet) =>
    booklet.pageKeys.map((key, n) => ({ key, file: `devocionario-${booklet.pagesFolder}-${n + 1}.jpg`, contentType: JPEG })),
  ),
  ...galleryImages.map(({ key, file }) => ({ key, file, contentType: JPEG })),
  ...videos.flatMap((video) => [
    { key: video.videoKey, file: video.videoFile, contentType: 'video/mp4' },
    { key: video.thumbnailKey, file: video.thumbnailFile, contentType: JPEG },
  ]),
];

/** The page-turn sound the SPA plays (a copy is served from public/sounds/page-flip.ogg). */
export const PAGE_FLIP_SOUND = { file: 'page-flip.ogg', contentType: 'audio/ogg' };
