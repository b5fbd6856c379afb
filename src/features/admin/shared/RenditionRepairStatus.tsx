import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkedRecently, findLackingRenditions, markChecked, repairRenditions, type RepairOutcome } from './renditionRepair';

type Repair = { phase: 'working'; done: number; total: number } | ({ phase: 'done' } & RepairOutcome);

/**
 * Finds the site's images that lack a rendition and makes them, saying so while it works and
 * once it is done; nothing shows when every image has all of them. Leaving the screen stops it
 * between images, and the next visit goes on. A browser that found them all whole looks again
 * only after RECHECK_AFTER_MS.
 */
export function RenditionRepairStatus() {
  const { t } = useTranslation('admin');
  const [repair, setRepair] = useState<Repair | null>(null);

  useEffect(() => {
    if (checkedRecently()) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      const items = await findLackingRenditions();
      if (signal.aborted) return;
      if (items.length === 0) return markChecked();
      setRepair({ phase: 'working', done: 0, total: items.length });
      const outcome = await repairRenditions(items, {
        signal,
        onProgress: (done) => !signal.aborted && setRepair({ phase: 'working', done, total: items.length }),
      });
      if (signal.aborted) return;
      if (outcome.failed.length === 0) markChecked();
      setRepair({ phase: 'done', ...outcome });
    })().catch((error: unknown) => {
      // A listing that fails leaves the images as they are; the next visit looks again.
      console.error('Error al revisar las versiones de las imágenes:', error);
    });
    return () => controller.abort();
  }, []);

  if (!repair) return null;
  // One live region whose text changes, so screen readers hear the progress and the outcome.
  const status =
    repair.phase === 'working'
      ? t('home.renditions.working', { done: repair.done, count: repair.total })
      : repair.repaired > 0
        ? t('home.renditions.done', { count: repair.repaired })
        : '';
  return (
    <>
      <p className="admin-hint" role="status">
        {status}
      </p>
      {repair.phase === 'done' && repair.failed.length > 0 && (
        <p className="admin-hint" role="alert">
          {t('home.renditions.failed', { files: repair.failed.join(', ') })}
        </p>
      )}
    </>
  );
}
