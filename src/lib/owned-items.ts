import { useEffect, useState } from 'react';
import { getDataClient } from './data-client';
import { listAllPages } from './data-results';
import type { MediaKind } from './media-url';
import { useSession } from './session';

/** What a user holds: the ids of their purchased images and videos. */
export interface OwnedItems {
  images: ReadonlySet<string>;
  videos: ReadonlySet<string>;
}

const NONE: OwnedItems = { images: new Set(), videos: new Set() };

/**
 * The items a user holds, from their purchases (read through the user index in user-pool mode,
 * where the owner rule returns only their own). The purchase is what the server checks before it
 * signs a URL, so an item listed here opens.
 */
export async function fetchOwnedItems(userId: string): Promise<OwnedItems> {
  const client = getDataClient();
  const [images, videos] = await Promise.all([
    listAllPages((nextToken) =>
      client.models.Compra.listCompraByUser({ userId }, { authMode: 'userPool', nextToken, selectionSet: ['id', 'imagenId'] }),
    ),
    listAllPages((nextToken) =>
      client.models.ConferenciaCompra.listConferenciaCompraByUser(
        { userId },
        { authMode: 'userPool', nextToken, selectionSet: ['id', 'conferenciaId'] },
      ),
    ),
  ]);
  return { images: new Set(images.map((c) => c.imagenId)), videos: new Set(videos.map((c) => c.conferenciaId)) };
}

/**
 * Whether the visitor holds an item, for the public lists ('Desbloqueado'): ADMINS hold every
 * item (the server signs any URL for them); guests none; a user what they bought or were granted.
 * Until their purchases load, a user's items show as locked (opening one still asks the server).
 */
export function useOwnedItems(): (kind: MediaKind, id: string) => boolean {
  const { role, user } = useSession();
  const userId = role === 'USERS' ? user?.sub : undefined;
  const [owned, setOwned] = useState<{ userId: string; items: OwnedItems } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    fetchOwnedItems(userId).then(
      (items) => {
        if (live) setOwned({ userId, items });
      },
      (error: unknown) => console.error('Error al cargar las compras del usuario:', error),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  if (role === 'ADMINS') return () => true;
  const items = owned && owned.userId === userId ? owned.items : NONE;
  return (kind, id) => (kind === 'IMAGEN' ? items.images : items.videos).has(id);
}
