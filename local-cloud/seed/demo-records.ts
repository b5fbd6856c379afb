// The demo records of the local cloud, created through the GraphQL API on first start.
// Media keys come from the media manifest, so every record points at an uploaded object.
import { BANNER_FOLDER, booklets, books, galleryImages, videos } from './media-manifest';

export const demoBanner = {
  titulo: 'Educando en la Fe',
  text: 'Recursos para catequistas, familias y comunidades: libros, devocionarios, actividades y conferencias.',
  imageFolder: BANNER_FOLDER,
};

export const demoBooks = books.map((book) => ({
  name: book.name,
  image: book.coverKey,
  pagesFolder: book.pagesFolder,
  ...(book.price !== undefined ? { price: book.price } : {}),
}));

export const demoBooklets = booklets.map((booklet) => ({
  name: booklet.name,
  pagesFolder: booklet.pagesFolder,
  portada: booklet.pageKeys[0],
}));

export const demoGalleryImages = galleryImages.map((image) => ({
  filePath: image.key,
  etiquetas: image.etiquetas,
  isPublica: image.isPublica,
  costo: image.costo,
}));

const DAY = 86_400_000;
/** Fixed publication dates relative to the first start, so "Hace N días" reads naturally. */
export function demoVideos(now = Date.now()) {
  const stats = [
    { views: 1284, likes: 96, ageDays: 3 },
    { views: 587, likes: 41, ageDays: 40 },
    { views: 212, likes: 18, ageDays: 400 },
  ];
  return videos.map((video, i) => ({
    title: video.title,
    description: video.description,
    tags: video.tags,
    isFree: video.isFree,
    cost: video.cost,
    videoPath: video.videoKey,
    thumbnailPath: video.thumbnailKey,
    views: stats[i % stats.length].views,
    likes: stats[i % stats.length].likes,
    publishedAt: new Date(now - stats[i % stats.length].ageDays * DAY).toISOString(),
  }));
}

export const demoContactInfo = {
  address: 'Calle de la Fe 12, Col. Centro, Ciudad de México',
  phone: '55-1234-5678',
  email: 'contacto@educandoenlafe.local',
  lat: 19.4326,
  lng: -99.1332,
};

export const demoParametros = [
  { clave: 'quote', valor: 'Instruye al niño en su camino, y aun cuando fuere viejo no se apartará de él.' },
  { clave: 'author', valor: 'Proverbios 22:6' },
  { clave: 'visitas', valor: '0' },
];

/** The demo user holds one purchase (the first private image), so both paid paths can be tried. */
export const demoUserPurchasedImageKey = galleryImages.find((image) => !image.isPublica)?.key;

/** That purchase as grantPurchase writes it: owned by the user (Gen 2 owner format), with their e-mail. */
export function demoUserPurchase(user: { sub: string; username: string; email: string }, imagenId: string) {
  return { userId: user.sub, imagenId, owner: `${user.sub}::${user.username}`, email: user.email };
}
