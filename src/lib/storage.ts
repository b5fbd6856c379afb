import { isRenditionKey, RENDITION_WIDTHS, renditionKey } from '../../amplify/storage/renditions';
import { loadOnce, loadPerKey } from './load-once';
import { slicedQueue, yieldToMain } from './main-thread';
import { inNameOrder } from './name-order';

/**
 * aws-amplify's storage client, which downloads beside the first screen (src/main.tsx starts it)
 * rather than in the first load's script: every use here is asynchronous anyway. One download is
 * shared by every caller; a failed one is tried again by the next.
 */
export const loadStorage = loadOnce(() => import('./storage-reads'));

/*
 * Reading media from the bucket for the public screens. URLs come from
 * aws-amplify's getUrl (a presigned URL with the visitor's identity-pool
 * credentials), which works against AWS and the local cloud alike, and are
 * cached for a little less than their 900 s lifetime so a re-render does not
 * sign again.
 */
const URL_LIFETIME_MS = 600_000;
/** Signing runs in slices: a screenful of covers signed at once would be one long task. */
const signing = slicedQueue();

/**
 * How long after the page's start-up script signed them the URLs of the screen's largest picture
 * are taken (src/lib/early-start.ts): they live 900 s from then, and are reused for URL_LIFETIME_MS
 * from here.
 */
export const EARLY_URL_FRESH_MS = 60_000;

/** The URL the page's start-up script signed for `path`, while fresh. */
function earlyUrl(path: string): string | undefined {
  const early = typeof window === 'undefined' ? undefined : window.earlyPictureUrls;
  return early && Date.now() - early.at < EARLY_URL_FRESH_MS ? early.urls[path] : undefined;
}

const signedUrls = loadPerKey(URL_LIFETIME_MS, (path: string, options?: { first?: boolean }) => {
  // The start-up script's URL is the one its preload is downloading: signing anew would download it
  // twice.
  const early = earlyUrl(path);
  if (early) return Promise.resolve(early);
  return loadStorage()
    .then(({ getUrl }) => signing(() => getUrl({ path }), options))
    .then((result) => result.url.toString());
});

/** A URL to read one stored object; `first`: signed before the URLs already waiting. */
export function mediaUrl(path: string, options?: { first?: boolean }): Promise<string> {
  return signedUrls(path, options);
}

/** The URL of an object when one was already signed and is still fresh; nothing otherwise. */
export function signedMediaUrl(path: string): string | undefined {
  return signedUrls.settled(path);
}

/** Every object path under a folder (all pages of the listing), renditions included, folder markers left out, in key order. */
export async function listObjectPaths(prefix: string): Promise<string[]> {
  const { list } = await loadStorage();
  const { items } = await list({ path: prefix, options: { listAll: true } });
  // The listing's XML was parsed in this task; what the caller does with the paths (signing the
  // first slide, rendering) goes on in the next.
  await yieldToMain();
  return items
    .map((item) => item.path)
    .filter((path) => !path.endsWith('/'))
    .sort();
}

/**
 * Every object path under a folder (all pages of the listing), folder markers and image
 * renditions left out (a rendition belongs to its original, not to the folder's pages), in key order.
 */
export async function listPaths(prefix: string): Promise<string[]> {
  return (await listObjectPaths(prefix)).filter((path) => !isRenditionKey(path));
}

/**
 * The WebP renditions an image may have (amplify/storage/renditions.ts), narrowest first; whether
 * each exists is known only by asking for it. None for a rendition itself or a non-image.
 */
export function renditionPaths(path: string): { path: string; width: number }[] {
  if (isRenditionKey(path) || !isImagePath(path)) return [];
  return RENDITION_WIDTHS.map((width) => ({ path: renditionKey(path, width), width }));
}

/** The image files a book or booklet page may be. */
export const IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'avif'];
/** The image files a banner may show (spec section 2, Home). */
export const BANNER_IMAGE_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'png', 'gif'];

/** Whether a path names a file (not a folder) with one of the extensions, in any case. */
export function hasExtension(path: string, extensions: readonly string[]): boolean {
  const dot = path.lastIndexOf('.');
  return dot > 0 && !path.endsWith('/') && extensions.includes(path.slice(dot + 1).toLowerCase());
}

/** Whether a path names an image a book or booklet page may be. */
export const isImagePath = (path: string): boolean => hasExtension(path, IMAGE_EXTENSIONS);

/** Sorts page files the way people number them: 'p2' before 'p10'. */
export function sortPagePaths(paths: readonly string[]): string[] {
  return inNameOrder(paths, (path) => path);
}

/** The page images of a folder listing in page order; renditions stored beside them are left out. */
export function pageImagePaths(paths: readonly string[]): string[] {
  return sortPagePaths(paths.filter((path) => isImagePath(path) && !isRenditionKey(path)));
}

/**
 * A folder's first page image in page order, or null when it holds none: what a booklet's card
 * shows, so the studio (which keeps it in Devocionario.portada) and the public screen agree.
 */
export function firstPageImagePath(paths: readonly string[]): string | null {
  return pageImagePaths(paths)[0] ?? null;
}

/** A folder path with exactly one trailing slash, under `root` unless it already starts there. */
export function folderUnder(root: string, folder: string): string {
  const clean = folder.replace(/^\/+/, '').replace(/\/+$/, '');
  const base = root.replace(/\/+$/, '');
  return clean.startsWith(`${base}/`) || clean === base ? `${clean}/` : `${base}/${clean}/`;
}
