/*
 * Images stored before every image had all its renditions (amplify/storage/renditions.ts): an
 * upload from before the widths 960 and 1,280, or a file put into the bucket by other means. The
 * public screens offer every rendition width in their srcsets, so such an image costs visitors a
 * failed request and a second render, or its full-size original. The admin studio finds them
 * and makes what they lack, in the admin's browser as an upload does.
 */
import { downloadData } from 'aws-amplify/storage';
import { isRenditionKey, RENDITION_WIDTHS, renditionKey } from '../../../../amplify/storage/renditions';
import { isImagePath, listObjectPaths } from '../../../lib/storage';
import { runLimited } from './concurrency';
import { renditionPaths, makeRenditions } from './renditions';
import { objectExists, removePaths, uploadFile } from './storage';

/** The folders whose images the site shows from their renditions. */
export const IMAGE_FOLDERS = ['Banner/', 'libros/', 'devocionario/', 'conferencias/miniaturas/', 'galeria/public/', 'galeria/private/'];

/** Pictures decoded and encoded at once: the work is the admin's processor's. */
const REPAIRS_AT_ONCE = 2;

/**
 * How long a browser that found every image whole skips the next look: with a catalogue of
 * thousands of pages the folders list in tens of requests, and admins come back to /admin often.
 */
export const RECHECK_AFTER_MS = 12 * 60 * 60 * 1000;
const CHECKED_KEY = 'admin.renditionsCheckedAt';

/** Whether this browser found every image whole less than RECHECK_AFTER_MS ago. */
export function checkedRecently(now = Date.now()): boolean {
  try {
    const at = Number(window.localStorage.getItem(CHECKED_KEY));
    return at > 0 && now - at >= 0 && now - at < RECHECK_AFTER_MS;
  } catch {
    return false;
  }
}

/** Notes that every image was found whole (or made whole) now. */
export function markChecked(now = Date.now()): void {
  try {
    window.localStorage.setItem(CHECKED_KEY, String(now));
  } catch {
    // Storage refused (private mode): the next visit looks again.
  }
}

export interface LackingRenditions {
  path: string;
  /** The rendition keys it lacks. */
  missing: string[];
}

/** The image originals of a listing (renditions included) that lack any rendition, in key order. */
export function lackingRenditions(paths: readonly string[]): LackingRenditions[] {
  const present = new Set(paths);
  return [...paths]
    .filter((path) => isImagePath(path) && !isRenditionKey(path))
    .sort()
    .map((path) => ({ path, missing: RENDITION_WIDTHS.map((width) => renditionKey(path, width)).filter((key) => !present.has(key)) }))
    .filter((item) => item.missing.length > 0);
}

/** Every image of the site's folders that lacks a rendition. */
export async function findLackingRenditions(): Promise<LackingRenditions[]> {
  const listings = await Promise.all(IMAGE_FOLDERS.map((folder) => listObjectPaths(folder)));
  return listings.flatMap((paths) => lackingRenditions(paths));
}

/**
 * Makes and stores the renditions one image lacks; answers whether the image is still there. When
 * the original was deleted meanwhile (by another admin), the renditions just stored are removed
 * again with it, so none is left alone.
 */
export async function repairImage(item: LackingRenditions): Promise<boolean> {
  const { body } = await downloadData({ path: item.path }).result;
  const file = await body.blob();
  const renditions = await makeRenditions(file, item.path.slice(item.path.lastIndexOf('/') + 1));
  const wanted = new Set(item.missing);
  for (const part of renditionPaths(item.path, renditions)) {
    if (wanted.has(part.path)) await uploadFile(part.path, part.blob);
  }
  if (await objectExists(item.path)) return true;
  await removePaths([item.path]);
  return false;
}

export interface RepairOutcome {
  /** Images that now have every rendition. */
  repaired: number;
  /** The originals whose renditions could not be made (unreadable, or the bucket refused). */
  failed: string[];
}

/**
 * Repairs each image, a few at a time; `onProgress` hears how many are done. Once `signal` is
 * aborted no further image starts (the admin left the screen; the next visit goes on).
 */
export async function repairRenditions(
  items: readonly LackingRenditions[],
  options: { onProgress?: (done: number) => void; signal?: AbortSignal } = {},
): Promise<RepairOutcome> {
  let done = 0;
  const outcomes = await runLimited(
    items.map((item) => async () => {
      if (options.signal?.aborted) return false;
      const kept = await repairImage(item);
      options.onProgress?.(++done);
      return kept;
    }),
    REPAIRS_AT_ONCE,
  );
  return {
    repaired: outcomes.filter((outcome) => outcome.ok && outcome.value).length,
    failed: items.filter((_, i) => !outcomes[i].ok).map((item) => item.path),
  };
}
