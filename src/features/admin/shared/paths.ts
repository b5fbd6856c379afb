/**
 * Storage paths of the admin screens (spec section 3, "Storage layout").
 * File names are made safe for object keys and URLs, and a short unique prefix
 * keeps two uploads of "foto.jpg" from overwriting each other.
 */
import { BANNER_IMAGE_EXTENSIONS, folderUnder, hasExtension } from '../../../lib/storage';
import { inNameOrder } from '../../../lib/name-order';

export const VIDEO_PUBLIC_PREFIX = 'conferencias/publico/';
export const VIDEO_PRIVATE_PREFIX = 'conferencias/privado/';
export const THUMBNAIL_PREFIX = 'conferencias/miniaturas/';
export const GALLERY_PUBLIC_PREFIX = 'galeria/public/';
export const GALLERY_PRIVATE_PREFIX = 'galeria/private/';
export const BANNER_FOLDER = 'Banner/';
export const BOOKS_PREFIX = 'libros/';
export const BOOK_COVERS_PREFIX = 'libros/portadas/';
export const BOOKLETS_PREFIX = 'devocionario/';

/** Keeps letters (accents folded), digits, dot, dash and underscore; spaces become dashes. */
export function safeFileName(name: string): string {
  const folded = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const cleaned = folded
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^[.-]+/, '');
  return cleaned || 'archivo';
}

export function uniqueFileName(name: string, now = Date.now(), random = Math.random()): string {
  const tag = `${now.toString(36)}${Math.floor(random * 36 ** 4).toString(36).padStart(4, '0')}`;
  return `${tag}-${safeFileName(name)}`;
}

export const videoFolder = (isFree: boolean) => (isFree ? VIDEO_PUBLIC_PREFIX : VIDEO_PRIVATE_PREFIX);
export const galleryFolder = (isPublic: boolean) => (isPublic ? GALLERY_PUBLIC_PREFIX : GALLERY_PRIVATE_PREFIX);
/** Tolerates stored folders written with their root or a trailing slash, as the public screens do. */
export const bookPagesFolder = (pagesFolder: string) => folderUnder('libros', pagesFolder);
export const bookCoverFolder = (bookName: string) => `${BOOK_COVERS_PREFIX}${bookName}/`;
export const bookletFolder = (pagesFolder: string) => folderUnder('devocionario', pagesFolder);
/** The folder part of an object path, with its trailing slash. */
export const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** The path a video takes after its type changes (same file name, other folder). */
export function movedVideoPath(videoPath: string, isFree: boolean): string {
  const fileName = videoPath.slice(videoPath.lastIndexOf('/') + 1);
  return `${videoFolder(isFree)}${fileName}`;
}

/**
 * Page file names carry their position, zero-padded, so that listing the folder
 * (sorted by key, as S3 lists it) gives the reading order.
 */
export function pageFileName(index: number, total: number, originalName: string): string {
  const width = Math.max(3, String(total).length);
  return `${String(index + 1).padStart(width, '0')}-${safeFileName(originalName)}`;
}

/** Sorts files the way a person reads their names: "2.jpg" before "10.jpg". */
export function sortByNaturalName<T extends { name: string }>(files: readonly T[]): T[] {
  return inNameOrder(files, (file) => file.name);
}

/** The image types the banner admin lists (those the home slideshow shows, spec section 2). */
export const isBannerImagePath = (path: string) => hasExtension(path, BANNER_IMAGE_EXTENSIONS);
export const fileNameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
