import { useCallback, useState } from 'react';
import { fetchMyRequests, type AccessRequest } from '../../lib/access-requests';
import { getDataClient } from '../../lib/data-client';
import { throwOnErrors } from '../../lib/data-results';
import { useLoad } from '../../lib/useLoad';
import { fileTitle } from './usePurchases';

/** A request of the user with what it is for (the item may have been deleted since: no title then). */
export interface RequestRow {
  request: AccessRequest;
  title: string;
  price: number | null;
  thumbnailPath?: string;
  /** Where the item opens (its access panel when still locked). */
  link: string;
}

async function describe(request: AccessRequest): Promise<RequestRow> {
  const client = getDataClient();
  if (request.kind === 'CONFERENCIA') {
    const { data } = throwOnErrors(
      await client.models.Conferencia.get({ id: request.itemId }, { selectionSet: ['id', 'title', 'cost', 'thumbnailPath'] }),
    );
    return {
      request,
      title: data?.title ?? '',
      price: data?.cost ?? null,
      thumbnailPath: data?.thumbnailPath,
      link: `/conferencias?video=${encodeURIComponent(request.itemId)}`,
    };
  }
  const { data } = throwOnErrors(await client.models.Imagen.get({ id: request.itemId }, { selectionSet: ['id', 'filePath', 'costo'] }));
  return {
    request,
    title: fileTitle(data?.filePath),
    price: data?.costo ?? null,
    link: `/galeria?imagen=${encodeURIComponent(request.itemId)}`,
  };
}

/** The signed-in user's access requests, newest first, each with its item's title and price. */
export async function loadRequestRows(userId: string): Promise<RequestRow[]> {
  const requests = await fetchMyRequests(userId);
  return Promise.all(requests.map(describe));
}

export function useAccessRequests(userId: string | undefined) {
  const [rows, setRows] = useState<RequestRow[]>([]);
  const { loading, failed } = useLoad(
    useCallback(async () => setRows(userId ? await loadRequestRows(userId) : []), [userId]),
    'Error al cargar las solicitudes de acceso:',
  );
  return { rows, loading, failed };
}
