import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countPending } from './useRequestsAdmin';

/** The number of access requests waiting for a decision, for the admin home's link to them. */
export function PendingRequestsCount() {
  const { t } = useTranslation('admin');
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    countPending().then(
      (n) => live && setCount(n),
      (error: unknown) => console.error('Error al contar las solicitudes pendientes:', error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (count === null) return null;
  return (
    <span className={`admin-pending-count${count > 0 ? ' admin-pending-count--some' : ''}`}>
      {count > 0 ? t('requests.pendingCount', { count }) : t('requests.noPending')}
    </span>
  );
}
