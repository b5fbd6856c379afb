/**
 * The admin screens' storage calls, all through aws-amplify Storage so that the
 * same code runs against S3 and against the local cloud.
 */
import { copy, getUrl, remove, uploadData } from 'aws-amplify/storage';
import { isRenditionKey, RENDITION_WIDTHS, renditionKey } from '../../../../amplify/storage/renditions';
import { isImagePath } from '../../../lib/storage';
import { runLimited, UPLOAD_CONCURRENCY } from './concurrency';
import { LeftoverFilesError } from './errors';
import { makeRenditions, renditionPaths, type Rendition } from './renditions';

export type ProgressListener = (fraction: number) => void;

/** An upload stopped by its AbortSignal (the admin pressed Detener). */
export class UploadStoppedError extends Error {
  constructor() {
    super('upload stopped');
    this.name = 'UploadStoppedError';
  }
}

export async function uploadFile(
  path: string,
  file: Blob,
  onProgress?: ProgressListener,
  signal?: AbortSignal,
): Promise<string> {
  if (signal?.aborted) throw new UploadStoppedError();
  const task = uploadData({
    path,
    data: file,
    options: {
      contentType: file.type || undefined,
      onProgress: ({ transferredBytes, totalBytes }) => {
        if (onProgress && totalBytes) onProgress(Math.min(1, transferredBytes / totalBytes));
      },
    },
  });
  const stop = () => task.cancel();
  signal?.addEventListener('abort', stop);
  try {
    await task.result;
  } catch (error) {
    if (signal?.aborted) throw new UploadStoppedError();
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  onProgress?.(1);
  return path;
}

/**
 * Uploads an image and its WebP renditions (made here unless given), the original first.
 * Progress counts the bytes of all of them. When any part fails, the parts already stored
 * are removed again, so an image is stored whole or not at all. Answers the original's path.
 */
export async function uploadImage(
  path: string,
  file: Blob,
  onProgress?: ProgressListener,
  options: { renditions?: readonly Rendition[]; signal?: AbortSignal } = {},
): Promise<string> {
  const renditions = options.renditions ?? (await makeRenditions(file));
  const parts = [{ path, blob: file }, ...renditionPaths(path, renditions)];
  const total = parts.reduce((sum, part) => sum + part.blob.size, 0) || 1;
  const sent = parts.map(() => 0);
  const report = () => onProgress?.(Math.min(1, sent.reduce((a, b) => a + b, 0) / total));
  const stored: string[] = [];
  try {
    for (const [i, part] of parts.entries()) {
      await uploadFile(
        part.path,
        part.blob,
        (fraction) => {
          sent[i] = fraction * part.blob.size;
          report();
        },
        options.signal,
      );
      stored.push(part.path);
    }
  } catch (error) {
    // The original's renditions go with it; the removal covers whichever were stored.
    const leftovers = stored.length ? await removePaths([path]) : [];
    if (leftovers.length) throw new LeftoverFilesError(error, leftovers);
    throw error;
  }
  onProgress?.(1);
  return path;
}

/** Uploads an image (with renditions) or any other file (a video) as it is. */
export const uploadMedia = (path: string, file: Blob, onProgress?: ProgressListener, signal?: AbortSignal) =>
  isImagePath(path) ? uploadImage(path, file, onProgress, { signal }) : uploadFile(path, file, onProgress, signal);

/** The keys an item's file occupies: itself and, for an image original, every rendition the rule may have made. */
export function keysOf(path: string): string[] {
  if (!isImagePath(path) || isRenditionKey(path)) return [path];
  return [path, ...RENDITION_WIDTHS.map((width) => renditionKey(path, width))];
}

/**
 * Removes each path, with its renditions; answers the paths that could not be removed (an
 * empty list means all went). S3 answers a delete of a missing key with success, so the
 * renditions an original never got cost one quick request each.
 */
export async function removePaths(paths: readonly string[]): Promise<string[]> {
  const keys = [...new Set(paths.flatMap(keysOf))];
  const outcomes = await runLimited(
    keys.map((key) => async () => {
      await remove({ path: key });
    }),
    UPLOAD_CONCURRENCY,
  );
  const failed = new Set(keys.filter((_, i) => !outcomes[i].ok));
  return paths.filter((path) => keysOf(path).some((key) => failed.has(key)));
}

/**
 * The first half of a move: copy to the new path. The old object is removed
 * (removePaths) only once the record points at the new one, so a failure in
 * between leaves the record and its file as they were.
 */
export async function movePathCopyOnly(from: string, to: string): Promise<void> {
  if (from === to) return;
  await copy({ source: { path: from }, destination: { path: to } });
}

/**
 * Answers whether the object can be fetched: getUrl with validateObjectExistence
 * makes a signed HEAD request on the object (a presigned GET URL cannot be used
 * for HEAD against S3, its signature covers the method).
 */
export async function objectExists(path: string): Promise<boolean> {
  try {
    await getUrl({ path, options: { validateObjectExistence: true, expiresIn: 60 } });
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs the record write that follows an upload; when it fails the files just
 * uploaded are removed again, so a failure leaves storage as it was. If that
 * clean-up fails too, the error names the files left behind.
 */
export async function commitOrRollback<T>(uploaded: readonly string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const leftovers = await removePaths(uploaded);
    if (leftovers.length) throw new LeftoverFilesError(error, leftovers);
    throw error;
  }
}
