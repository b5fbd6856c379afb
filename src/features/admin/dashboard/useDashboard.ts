import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { getDataClient } from '../../../lib/data-client';
import { listAllPages, throwOnErrors } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';
import { latestMessages, purchasesPerMonth, topVideos, visitsPerDay, type DayCount, type MonthCount } from './dashboardData';

export interface DashboardData {
  visits: DayCount[];
  /** The footer's counter: every visit since the site began. */
  totalVisits: number | null;
  videos: Array<{ id: string; title: string; views: number }>;
  messages: Schema['ContactMessage']['type'][];
  purchases: MonthCount[];
}

/** Everything /admin shows, read at once with the admin's user-pool session. */
export function useDashboard() {
  const [data, setData] = useState<DashboardData | null>(null);
  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const client = getDataClient('userPool');
      const [days, visitas, videos, messages, compras, videoCompras] = await Promise.all([
        listAllPages((nextToken) => client.models.VisitaDiaria.list({ nextToken })),
        client.models.Parametro.listParametroByClave({ clave: 'visitas' }),
        listAllPages((nextToken) => client.models.Conferencia.list({ nextToken, selectionSet: ['id', 'title', 'views'] })),
        listAllPages((nextToken) => client.models.ContactMessage.list({ nextToken })),
        listAllPages((nextToken) => client.models.Compra.list({ nextToken, selectionSet: ['id', 'createdAt'] })),
        listAllPages((nextToken) => client.models.ConferenciaCompra.list({ nextToken, selectionSet: ['id', 'createdAt'] })),
      ]);
      const total = throwOnErrors(visitas).data.map((p) => Number.parseInt(p.valor, 10)).find(Number.isFinite);
      setData({
        visits: visitsPerDay(days),
        totalVisits: total ?? null,
        videos: topVideos(videos).map((v) => ({ id: v.id, title: v.title, views: v.views ?? 0 })),
        messages: latestMessages(messages),
        purchases: purchasesPerMonth(compras, videoCompras),
      });
    }, []),
    'Error al cargar el panel:',
  );
  return { data, loading, loadError, reload };
}
