import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Opens the item a link names (`/conferencias?video=ID`, `/galeria?imagen=ID`) once the list it
 * belongs to has loaded, then takes the parameter out of the address (replacing the history
 * entry), so reloading or going back does not open it again. An id the list does not hold is
 * dropped the same way.
 */
export function useOpenFromParam<T extends { id: string }>(param: string, items: readonly T[] | null, open: (item: T) => void): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(param);
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    if (!wanted || !items) return;
    const item = items.find((candidate) => candidate.id === wanted);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
    if (item) openRef.current(item);
  }, [wanted, items, param, setParams]);
}
