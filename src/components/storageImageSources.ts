import { mediaUrl, renditionPaths, signedMediaUrl } from '../lib/storage';
import type { ListPageOf } from '../lib/usePagedList';
import { holdImagesUntil, leadOnScreen, markLeadImage } from './leadImageFirst';

/*
 * Renditions found missing (an image stored before every image had all its renditions): left out
 * of every later srcset, so each costs at most one failed request.
 */
export const missingRenditions = new Set<string>();

/**
 * The srcset's stand-in width for the original. Every image has a rendition at each rule width
 * (amplify/storage/renditions.ts), the widest 1,280 px, so the original is chosen only where more
 * pixels than that are wanted (a picture across a desktop screen); one narrower than 1,280 px has
 * its own size as its widest rendition too, and choosing it then costs bytes, not sharpness.
 */
const ORIGINAL_WIDTH_HINT = 1920;

/** The signed URLs of an image. */
export interface Signed {
  src: string;
  /** The signed renditions, narrowest first. */
  renditions: { path: string; width: number; url: string }[];
}

/** The renditions an image displayed at `sizes` offers (none without sizes), known-missing ones left out. */
export function offeredRenditions(path: string, sizes: string | undefined): { path: string; width: number }[] {
  return sizes ? renditionPaths(path).filter((r) => !missingRenditions.has(r.path)) : [];
}

/** Every URL already signed and fresh, or nothing. */
export function signedNow(path: string, renditions: readonly { path: string; width: number }[]): Signed | undefined {
  const src = signedMediaUrl(path);
  const urls = renditions.map((r) => signedMediaUrl(r.path));
  if (!src || urls.some((url) => !url)) return undefined;
  return { src, renditions: renditions.map((r, i) => ({ ...r, url: urls[i]! })) };
}

/**
 * Signs the image and its renditions (`first`: before the URLs already waiting); a rendition that
 * cannot be signed is left out, the original still shows.
 */
export async function signImage(
  path: string,
  renditions: readonly { path: string; width: number }[],
  options?: { first?: boolean },
): Promise<Signed> {
  const [src, ...list] = await Promise.all([
    mediaUrl(path, options),
    ...renditions.map((r) =>
      mediaUrl(r.path, options).then(
        (url) => ({ ...r, url }),
        () => undefined,
      ),
    ),
  ] as const);
  return { src, renditions: list.filter((r) => r !== undefined) };
}

/** The <img> srcset of a signed image: its renditions and the original. */
export function srcSetOf(signed: Signed): string | undefined {
  return signed.renditions.length > 0
    ? [...signed.renditions.map((r) => `${r.url} ${r.width}w`), `${signed.src} ${ORIGINAL_WIDTH_HINT}w`].join(', ')
    : undefined;
}

/**
 * Signs a page's largest image ahead of its render and starts its download at once, with high
 * priority (a preload link with the srcset and sizes its <img> will have, so the browser picks
 * the same file and the <img> finds it downloaded): the image then does not wait for the
 * render that places it. Once per image and page. The page's other stored images wait until it
 * is on screen (leadImageFirst.ts).
 */
export async function preloadStorageImage(path: string, sizes: string | undefined): Promise<void> {
  markLeadImage(path);
  const signed = await signImage(path, offeredRenditions(path, sizes), { first: true });
  const srcSet = srcSetOf(signed);
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(signed.src)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = signed.src;
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    if (sizes) link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  holdImagesUntil(leadOnScreen(path, link));
  document.head.appendChild(link);
}

/**
 * A page reader whose first pages (no nextToken) answer once the page's largest image (found by
 * `leadImage` among the page's items) is signed and downloading (preloadStorageImage): its card
 * then renders with the image, and the download does not wait for that render. A lead image that
 * cannot be signed now is tried again (and reported) by its card.
 */
export function withLeadImage<T>(
  fetchPage: (tag: string | null, limit: number, nextToken?: string) => Promise<ListPageOf<T>>,
  leadImage: (items: readonly T[]) => string | undefined,
  sizes: string,
): (tag: string | null, limit: number, nextToken?: string) => Promise<ListPageOf<T>> {
  return async (tag, limit, nextToken) => {
    const page = await fetchPage(tag, limit, nextToken);
    const lead = nextToken ? undefined : leadImage(page.items);
    if (lead) await preloadStorageImage(lead, sizes).catch(() => undefined);
    return page;
  };
}
