import { useCallback, useMemo, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { listAllPages } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';
import { fileNameOf } from '../shared/paths';
import { mergeGrants, type Grant } from './grants';

type Imagen = Schema['Imagen']['type'];
type Conferencia = Schema['Conferencia']['type'];
export type GrantKind = 'IMAGEN' | 'CONFERENCIA';

export const imageLabel = (image: Imagen) =>
  `${fileNameOf(image.filePath)}${image.etiquetas ? ` (${image.etiquetas})` : ''}`;

/**
 * Data access of /admin/compras (architecture.md, item 2): purchases are
 * created by ADMINS through the grantPurchase mutation (which stores the
 * buyer's e-mail on the record), listed from both purchase models, and
 * revoked by deleting the record.
 */
export function usePurchasesAdmin() {
  const [images, setImages] = useState<Imagen[]>([]);
  const [videos, setVideos] = useState<Conferencia[]>([]);
  const [compras, setCompras] = useState<Schema['Compra']['type'][]>([]);
  const [videoCompras, setVideoCompras] = useState<Schema['ConferenciaCompra']['type'][]>([]);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const client = getDataClient('userPool');
      const [imgs, vids, c1, c2] = await Promise.all([
        listAllPages((nextToken) => client.models.Imagen.list({ nextToken })),
        listAllPages((nextToken) => client.models.Conferencia.list({ nextToken })),
        listAllPages((nextToken) => client.models.Compra.list({ nextToken })),
        listAllPages((nextToken) => client.models.ConferenciaCompra.list({ nextToken })),
      ]);
      setImages(imgs);
      setVideos(vids);
      setCompras(c1);
      setVideoCompras(c2);
    }, []),
    'Error al cargar las compras:',
  );

  const grants: Grant[] = useMemo(
    () =>
      mergeGrants(
        compras,
        videoCompras,
        new Map(images.map((i) => [i.id, imageLabel(i)])),
        new Map(videos.map((v) => [v.id, v.title])),
      ),
    [compras, videoCompras, images, videos],
  );

  /** Only paid content needs granting: private images and private videos. */
  const paidImages = useMemo(() => images.filter((i) => !i.isPublica), [images]);
  const paidVideos = useMemo(() => videos.filter((v) => !v.isFree), [videos]);

  const grant = useCallback(
    async (email: string, kind: GrantKind, id: string) => {
      const result = unwrap(await getDataClient('userPool').mutations.grantPurchase({ email, kind, id }));
      await reload();
      return result;
    },
    [reload],
  );

  const revoke = useCallback(async (row: Grant) => {
    const client = getDataClient('userPool');
    if (row.kind === 'IMAGEN') {
      unwrap(await client.models.Compra.delete({ id: row.id }));
      setCompras((list) => list.filter((c) => c.id !== row.id));
    } else {
      unwrap(await client.models.ConferenciaCompra.delete({ id: row.id }));
      setVideoCompras((list) => list.filter((c) => c.id !== row.id));
    }
  }, []);

  return { grants, paidImages, paidVideos, loading, loadError, reload, grant, revoke };
}
