import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccessRequest } from '../../../lib/access-requests';
import { getDataClient } from '../../../lib/data-client';
import { listAllPages, throwOnErrors, unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';
import { fileNameOf } from '../shared/paths';

export type { AccessRequest };

/** What a request is for, as the admin screen shows it. */
export interface RequestedItem {
  /** Null when the item was deleted after the request. */
  title: string | null;
  /** A video's thumbnail, or the private image itself (ADMINS may read it). */
  thumbnailPath: string | null;
  price: number | null;
}

export interface RequestRow {
  request: AccessRequest;
  item: RequestedItem;
}

/** How many handled requests the screen shows below the pending ones. */
export const DECIDED_SHOWN = 20;
/** Without live updates (no realtime connection), the lists are read again this often. */
export const POLL_MS = 30_000;

const client = () => getDataClient('userPool');
const itemKey = (request: AccessRequest) => `${request.kind}:${request.itemId}`;

async function fetchItem(request: AccessRequest): Promise<RequestedItem> {
  if (request.kind === 'CONFERENCIA') {
    const { data } = throwOnErrors(
      await client().models.Conferencia.get({ id: request.itemId }, { selectionSet: ['id', 'title', 'thumbnailPath', 'cost'] }),
    );
    return { title: data?.title ?? null, thumbnailPath: data?.thumbnailPath ?? null, price: data?.cost ?? null };
  }
  const { data } = throwOnErrors(
    await client().models.Imagen.get({ id: request.itemId }, { selectionSet: ['id', 'filePath', 'etiquetas', 'costo'] }),
  );
  if (!data) return { title: null, thumbnailPath: null, price: null };
  return {
    title: `${fileNameOf(data.filePath)}${data.etiquetas ? ` (${data.etiquetas})` : ''}`,
    thumbnailPath: data.filePath,
    price: data.costo,
  };
}

/** The pending requests, oldest first: who waited longest comes first. */
export async function fetchPending(): Promise<AccessRequest[]> {
  return listAllPages((nextToken) =>
    client().models.AccessRequest.listAccessRequestByStatus({ status: 'PENDIENTE' }, { sortDirection: 'ASC', nextToken }),
  );
}

/** The latest handled requests (approved and rejected), newest decision first. */
export async function fetchDecided(): Promise<AccessRequest[]> {
  const pages = await Promise.all(
    (['APROBADA', 'RECHAZADA'] as const).map(async (status) =>
      throwOnErrors(
        await client().models.AccessRequest.listAccessRequestByStatus({ status }, { sortDirection: 'DESC', limit: DECIDED_SHOWN }),
      ).data,
    ),
  );
  const when = (r: AccessRequest) => r.decidedAt ?? r.requestedAt;
  return pages
    .flat()
    .sort((a, b) => when(b).localeCompare(when(a)))
    .slice(0, DECIDED_SHOWN);
}

/** How many requests wait for a decision (the admin home shows it). */
export async function countPending(): Promise<number> {
  const pending = await listAllPages((nextToken) =>
    client().models.AccessRequest.listAccessRequestByStatus({ status: 'PENDIENTE' }, { nextToken, selectionSet: ['id'] }),
  );
  return pending.length;
}

/**
 * Data access of /admin/solicitudes: pending and recently handled requests with their items, kept
 * live (subscriptions on AccessRequest: a request made meanwhile appears, one decided by another
 * admin moves), and the decisions, which go through decideAccessRequest (approval grants the item).
 */
export function useRequestsAdmin() {
  const [pending, setPending] = useState<RequestRow[]>([]);
  const [decided, setDecided] = useState<RequestRow[]>([]);
  const [arrived, setArrived] = useState<AccessRequest | null>(null);
  const items = useRef(new Map<string, Promise<RequestedItem>>());

  const withItems = useCallback(async (requests: AccessRequest[]): Promise<RequestRow[]> => {
    const rows = requests.map(async (request) => {
      const key = itemKey(request);
      let item = items.current.get(key);
      if (!item) {
        item = fetchItem(request);
        items.current.set(key, item);
        item.catch(() => items.current.delete(key));
      }
      return { request, item: await item };
    });
    return Promise.all(rows);
  }, []);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const [open, done] = await Promise.all([fetchPending(), fetchDecided()]);
      const [openRows, doneRows] = await Promise.all([withItems(open), withItems(done)]);
      setPending(openRows);
      setDecided(doneRows);
    }, [withItems]),
    'Error al cargar las solicitudes:',
  );

  // Live updates: any change of a request reads the lists again (a burst of changes, once).
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    const soon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void reloadRef.current(), 300);
    };
    const lost = (error: unknown) => {
      // Without a realtime connection the screen still works, reading the lists now and then.
      console.error('Solicitudes: sin actualización en vivo:', error);
      poll ??= setInterval(() => {
        if (document.visibilityState === 'visible') void reloadRef.current();
      }, POLL_MS);
    };
    const model = client().models.AccessRequest;
    const subscriptions = [
      model.onCreate().subscribe({
        next: (request) => {
          setArrived(request);
          soon();
        },
        error: lost,
      }),
      model.onUpdate().subscribe({
        next: (request) => {
          if (request.status === 'PENDIENTE') setArrived(request);
          soon();
        },
        error: lost,
      }),
      model.onDelete().subscribe({ next: soon, error: lost }),
    ];
    return () => {
      clearTimeout(timer);
      clearInterval(poll);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    };
  }, []);

  const decide = useCallback(
    async (request: AccessRequest, decision: 'APROBADA' | 'RECHAZADA', reason?: string) => {
      const result = unwrap(
        await client().mutations.decideAccessRequest({ id: request.id, decision, reason: reason?.trim() || null }),
      );
      const updated = { ...request, status: result.status, reason: result.reason ?? null, decidedAt: result.decidedAt ?? null };
      setPending((rows) => rows.filter((row) => row.request.id !== request.id));
      setDecided((rows) => {
        const row = rows.find((r) => r.request.id === request.id);
        const others = rows.filter((r) => r.request.id !== request.id);
        return row ? [{ ...row, request: updated }, ...others] : others;
      });
      void reload();
      return result;
    },
    [reload],
  );

  return { pending, decided, arrived, loading, loadError, reload, decide };
}
