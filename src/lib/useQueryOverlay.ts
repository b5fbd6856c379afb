import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** History state of an entry this hook pushed (so closing can go back to the entry before it). */
interface OverlayState {
  overlayOpenedHere?: string;
}

export interface QueryOverlay {
  /** The parameter's value: what is open (a book's name, an image's id), or null. */
  value: string | null;
  params: URLSearchParams;
  /** Opens: a new history entry with the parameter (and `extra`), so Back closes it. */
  open: (value: string, extra?: Record<string, string>) => void;
  /** Rewrites the open entry (another page, another image) without adding to the history. */
  update: (change: (params: URLSearchParams) => void) => void;
  /** Closes: back to the entry before when this page opened it, else the entry without the parameters. */
  close: () => void;
}

/**
 * Something open over a screen (a book, an image, a video) kept in the address as ?param=value,
 * so a link opens it, a reload reopens it, and the browser's Back closes it.
 */
export function useQueryOverlay(param: string, extraParams: readonly string[] = []): QueryOverlay {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = (location.state as OverlayState | null)?.overlayOpenedHere === param;
  const extras = extraParams.join(',');

  const open = useCallback(
    (value: string, extra: Record<string, string> = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(param, value);
          for (const [key, text] of Object.entries(extra)) next.set(key, text);
          return next;
        },
        { state: { overlayOpenedHere: param } satisfies OverlayState },
      ),
    [param, setParams],
  );

  const update = useCallback(
    (change: (params: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true, state: openedHere ? ({ overlayOpenedHere: param } satisfies OverlayState) : undefined },
      ),
    [openedHere, param, setParams],
  );

  const close = useCallback(() => {
    if (openedHere) {
      navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        for (const key of extras ? extras.split(',') : []) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [extras, navigate, openedHere, param, setParams]);

  return { value: params.get(param), params, open, update, close };
}
