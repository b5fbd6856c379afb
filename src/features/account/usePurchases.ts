import { useCallback, useState } from 'react';
import { getDataClient } from '../../lib/data-client';
import { useLoad } from '../../lib/useLoad';
import { listAllPages } from '../../lib/data-results';

export interface Purchase {
  id: string;
  kind: 'IMAGEN' | 'CONFERENCIA';
  /** Id of the purchased image or video (the argument of getMediaUrl). */
  itemId: string;
  title: string;
  description?: string;
  tags: string;
  /** Path of a public thumbnail (videos only; private images have none). */
  thumbnailPath?: string;
  createdAt?: string;
}

/** The file name of a stored path, as a title for images (they have no name of their own). */
export function fileTitle(path: string | undefined): string {
  if (!path) return '';
  const name = path.split('/').pop() ?? path;
  return name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ');
}

/** Newest first. */
export function sortPurchases(purchases: Purchase[]): Purchase[] {
  return [...purchases].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

/**
 * The signed-in user's purchases: Compra (images) and ConferenciaCompra (videos), read in
 * user-pool mode, where the owner rule returns only the caller's own records.
 */
export async function loadPurchases(): Promise<Purchase[]> {
  const client = getDataClient();
  // A list is a scan whose limit counts every user's records before the owner rule
  // filters them, so one page can hold none of the caller's: follow nextToken to the end.
  const [images, videos] = await Promise.all([
    listAllPages((nextToken) =>
      client.models.Compra.list({
        authMode: 'userPool',
        limit: 1000,
        nextToken,
        selectionSet: ['id', 'imagenId', 'createdAt', 'imagen.id', 'imagen.filePath', 'imagen.etiquetas'],
      }),
    ),
    listAllPages((nextToken) =>
      client.models.ConferenciaCompra.list({
        authMode: 'userPool',
        limit: 1000,
        nextToken,
        selectionSet: [
          'id',
          'conferenciaId',
          'createdAt',
          'conferencia.id',
          'conferencia.title',
          'conferencia.description',
          'conferencia.tags',
          'conferencia.thumbnailPath',
        ],
      }),
    ),
  ]);
  const list: Purchase[] = [
    ...images.map((c) => ({
      id: c.id,
      kind: 'IMAGEN' as const,
      itemId: c.imagenId,
      title: fileTitle(c.imagen?.filePath),
      tags: c.imagen?.etiquetas ?? '',
      createdAt: c.createdAt,
    })),
    ...videos.map((c) => ({
      id: c.id,
      kind: 'CONFERENCIA' as const,
      itemId: c.conferenciaId,
      title: c.conferencia?.title ?? '',
      description: c.conferencia?.description ?? undefined,
      tags: c.conferencia?.tags ?? '',
      thumbnailPath: c.conferencia?.thumbnailPath ?? undefined,
      createdAt: c.createdAt,
    })),
  ];
  return sortPurchases(list);
}

export function usePurchases() {
  const [purchases, setPurchases] = useState<Purchase[]>([]);
  const { loading, failed } = useLoad(
    useCallback(async () => setPurchases(await loadPurchases()), []),
    'Error al cargar las compras:',
  );
  return { purchases, loading, failed };
}
