import { useCallback, useState } from 'react';

export interface NoticeValue {
  kind: 'error' | 'success' | 'warning';
  text: string;
}

/** A screen's one message line; showing an error also logs its cause for the console (spec section 8). */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const showError = useCallback((text: string, cause?: unknown) => {
    if (cause !== undefined) console.error(text, cause);
    setNotice({ kind: 'error', text });
  }, []);
  const showSuccess = useCallback((text: string) => setNotice({ kind: 'success', text }), []);
  const showWarning = useCallback((text: string) => setNotice({ kind: 'warning', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, showError, showSuccess, showWarning, clear };
}
