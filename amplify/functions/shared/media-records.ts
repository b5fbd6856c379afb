/*
 * Reads of the media records and purchases the media-url and grant-purchase
 * functions share, over the Amplify data client (IAM, so every record is visible).
 */
import type { DataClient } from './data-client';
import { assertNoErrors } from './graphql-errors';
import { codedError, ErrorCode } from './error-codes';

export type MediaKind = 'IMAGEN' | 'CONFERENCIA';

/** A media item as the functions see it: where its bytes are and whether it is open to all. */
export type MediaItem = { id: string; kind: MediaKind; path: string; open: boolean };

export interface MediaRecords {
  getItem(kind: MediaKind, id: string): Promise<MediaItem | null>;
  /** The id of the caller's purchase of this item, if any. */
  findPurchase(kind: MediaKind, userId: string, itemId: string): Promise<string | null>;
}

export function amplifyMediaRecords(client: DataClient): MediaRecords {
  return {
    async getItem(kind, id) {
      if (kind === 'IMAGEN') {
        const { data } = assertNoErrors(
          await client.models.Imagen.get({ id }, { selectionSet: ['id', 'filePath', 'isPublica'] }),
          'getImagen',
        );
        return data ? { id, kind, path: data.filePath, open: data.isPublica } : null;
      }
      const { data } = assertNoErrors(
        await client.models.Conferencia.get({ id }, { selectionSet: ['id', 'videoPath', 'isFree'] }),
        'getConferencia',
      );
      return data ? { id, kind, path: data.videoPath, open: data.isFree } : null;
    },
    async findPurchase(kind, userId, itemId) {
      if (kind === 'IMAGEN') {
        const { data } = assertNoErrors(
          await client.models.Compra.listCompraByUser({ userId, imagenId: { eq: itemId } }, { selectionSet: ['id'] }),
          'listCompraByUser',
        );
        return data[0]?.id ?? null;
      }
      const { data } = assertNoErrors(
        await client.models.ConferenciaCompra.listConferenciaCompraByUser(
          { userId, conferenciaId: { eq: itemId } },
          { selectionSet: ['id'] },
        ),
        'listConferenciaCompraByUser',
      );
      return data[0]?.id ?? null;
    },
  };
}

export function parseKind(value: unknown): MediaKind {
  if (value === 'IMAGEN' || value === 'CONFERENCIA') return value;
  throw codedError(ErrorCode.BAD_REQUEST, `kind must be IMAGEN or CONFERENCIA, not ${String(value)}`);
}
