/**
 * The admin screens' storage calls, all through aws-amplify Storage so that the
 * same code runs against S3 and against the local cloud.
 */
import { copy, getUrl, remove, uploadData } from 'aws-amplify/storage';
import { runLimited, UPLOAD_CONCURRENCY } from './concurrency';
import { LeftoverFilesError } from './errors';

export type ProgressListener = (fraction: number) => void;

export async function uploadFile(path: string, file: Blob, onProgress?: ProgressListener): Promise<string> {
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
  await task.result;
  onProgress?.(1);
  return path;
}

/** Removes each path; answers the paths that could not be removed (an empty list means all went). */
export async function removePaths(paths: readonly string[]): Promise<string[]> {
  const outcomes = await runLimited(
    paths.map((path) => async () => {
      await remove({ path });
    }),
    UPLOAD_CONCURRENCY,
  );
  return paths.filter((_, i) => !outcomes[i].ok);
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
