import { runLimited, UPLOAD_CONCURRENCY } from './concurrency';
import { uploadMedia } from './storage';

export interface BatchItem {
  path: string;
  file: File;
}

/**
 * Uploads a batch with limited concurrency, started in the given order (images with their
 * renditions).
 * Answers which paths arrived and which failed; `onProgress(index, fraction)`
 * reports each file.
 */
export async function uploadBatch(
  items: readonly BatchItem[],
  onProgress: (index: number, fraction: number) => void,
  concurrency = UPLOAD_CONCURRENCY,
): Promise<{ uploaded: string[]; failed: number[] }> {
  const outcomes = await runLimited(
    items.map((item, index) => () => uploadMedia(item.path, item.file, (f) => onProgress(index, f))),
    concurrency,
  );
  const uploaded: string[] = [];
  const failed: number[] = [];
  outcomes.forEach((outcome, index) => {
    if (outcome.ok) uploaded.push(items[index].path);
    else {
      console.error(`Error al subir ${items[index].path}:`, outcome.error);
      failed.push(index);
    }
  });
  return { uploaded, failed };
}
