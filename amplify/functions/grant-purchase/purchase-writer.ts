/** Creates Compra / ConferenciaCompra records through the Amplify data client. */
import type { DataClient } from '../shared/data-client';
import { assertNoErrors } from '../shared/graphql-errors';
import type { PurchaseWriter } from './grant';

export function amplifyPurchaseWriter(client: DataClient): PurchaseWriter {
  return {
    async createPurchase(kind, { userId, itemId, owner, email }) {
      const result =
        kind === 'IMAGEN'
          ? assertNoErrors(await client.models.Compra.create({ userId, imagenId: itemId, owner, email }), 'createCompra')
          : assertNoErrors(
              await client.models.ConferenciaCompra.create({ userId, conferenciaId: itemId, owner, email }),
              'createConferenciaCompra',
            );
      if (!result.data) throw new Error('createPurchase returned no record');
      return result.data.id;
    },
  };
}
