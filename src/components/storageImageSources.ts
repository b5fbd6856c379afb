import { ORIGINAL_SRCSET_WIDTH } from '../../amplify/storage/renditions';
import { drawnWidth, windowSizeVersion } from '../lib/drawnWidth';
import { mediaUrl, renditionPaths, signedMediaUrl } from '../lib/storage';
import type { ListPageOf } from '../lib/usePagedList';
import { holdImagesUntil, leadOnScreen, markLeadImage } from './leadImageFirst';

/*
 * Renditions found missing (an image stored before every image had all its renditions): left out
 * of every later srcset, so each costs at most one failed request.
 */
export const missingRenditions = new Set<string>();

/*
 * Each image's offer, worked out once per window size and missing renditions: every render of
 * every card asks for it (useOffer). Worked out again, it stays the same object while it names the
 * same files, so the image does not render again. The offers worked out longest ago are dropped
 * beyond MAX_OFFERS (a visit scrolling through thousands of images); a card on screen whose offer
 * was dropped gets an equal one and renders once more.
 */
const offers = new Map<string, { offer: Offer; windowVersion: number; missing: number }>();
export const MAX_OFFERS = 1000;

/** How many offers are kept. */
export const keptOffers = (): number => offers.size;

/** Leaves a rendition out of every later offer. */
export function markRenditionMissing(path: string): void {
  missingRenditions.add(path);
}

/** A file an image may be drawn from: one of its renditions, or the original with its stand-in width. */
export interface Source {
  path: string;
  width: number;
}

/** What an image offers the browser: its srcset's files, narrowest first (none: no srcset), and its src. */
export interface Offer {
  src: string;
  candidates: Source[];
}

/**
 * What an image displayed at `sizes` offers in this window. Without sizes, the original alone.
 * With them, the one file the browser would choose among all five at this window's width and
 * pixel density (the narrowest with as many pixels as the picture is drawn at, else the widest;
 * Chromium, Firefox and Safari all choose so), so that each picture signs one URL rather than
 * five; it is the src too. Known-missing renditions are left out. A sizes attribute drawnWidth
 * cannot read offers every file. The window growing offers wider files again (useOffer).
 */
export function offerFor(path: string, sizes: string | undefined): Offer {
  const key = `${sizes ?? ''}\n${path}`;
  const kept = offers.get(key);
  const windowVersion = windowSizeVersion();
  const missing = missingRenditions.size;
  if (kept && kept.windowVersion === windowVersion && kept.missing === missing) return kept.offer;
  const fresh = offerNow(path, sizes);
  const offer = kept && sameFiles(kept.offer, fresh) ? kept.offer : fresh;
  // Set anew, so the map's order is the order offers were worked out in.
  offers.delete(key);
  offers.set(key, { offer, windowVersion, missing });
  if (offers.size > MAX_OFFERS) offers.delete(offers.keys().next().value!);
  return offer;
}

const sameFiles = (a: Offer, b: Offer): boolean =>
  a.src === b.src && a.candidates.length === b.candidates.length && a.candidates.every((c, i) => c.path === b.candidates[i]!.path);

function offerNow(path: string, sizes: string | undefined): Offer {
  const renditions = sizes ? renditionPaths(path).filter((r) => !missingRenditions.has(r.path)) : [];
  if (renditions.length === 0) return { src: path, candidates: [] };
  const all = [...renditions, { path, width: ORIGINAL_SRCSET_WIDTH }];
  const drawn = drawnWidth(sizes!);
  if (drawn === undefined) return { src: path, candidates: all };
  const needed = drawn * (window.devicePixelRatio || 1);
  const chosen = all.find((source) => source.width >= needed) ?? all[all.length - 1]!;
  return chosen.path === path ? { src: path, candidates: [] } : { src: chosen.path, candidates: [chosen] };
}

/** The signed URLs of an offer. */
export interface Signed {
  src: string;
  /** The signed candidates, narrowest first. */
  candidates: (Source & { url: string })[];
}

/** Every URL of the offer already signed and fresh, or nothing. */
export function signedNow(offer: Offer): Signed | undefined {
  const src = signedMediaUrl(offer.src);
  const urls = offer.candidates.map((c) => signedMediaUrl(c.path));
  if (!src || urls.some((url) => !url)) return undefined;
  return { src, candidates: offer.candidates.map((c, i) => ({ ...c, url: urls[i]! })) };
}

/**
 * Signs an offer's URLs (`first`: before the URLs already waiting). A candidate that cannot be
 * signed is left out; the image fails only when its src cannot be.
 */
export async function signImage(offer: Offer, options?: { first?: boolean }): Promise<Signed> {
  const [src, ...list] = await Promise.all([
    mediaUrl(offer.src, options),
    ...offer.candidates.map((c) =>
      mediaUrl(c.path, options).then(
        (url) => ({ ...c, url }),
        () => undefined,
      ),
    ),
  ] as const);
  return { src, candidates: list.filter((c) => c !== undefined) };
}

/** The <img> srcset of a signed image, when it offers more than its src. */
export function srcSetOf(signed: Signed): string | undefined {
  return signed.candidates.length > 0 ? signed.candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined;
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
  const signed = await signImage(offerFor(path, sizes), { first: true });
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
