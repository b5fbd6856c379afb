/** Creates Compra / ConferenciaCompra records through the Amplify data client. */
import type { DataClient } from '../shared/data-client';
import { assertNoErrors, isConditionalCheckFailure } from '../shared/graphql-errors';
import type { PurchaseWriter } from './grant';

export function amplifyPurchaseWriter(client: DataClient): PurchaseWriter {
  return {
    async createPurchase(kind, { id, userId, itemId, owner, email }) {
      const result =
        kind === 'IMAGEN'
          ? await client.models.Compra.create({ id, userId, imagenId: itemId, owner, email })
          : await client.models.ConferenciaCompra.create({ id, userId, conferenciaId: itemId, owner, email });
      // The id is the user's and the item's: a record already under it is this very purchase,
      // written by a grant that ran at the same time.
      if (isConditionalCheckFailure(result)) return id;
      assertNoErrors(result, kind === 'IMAGEN' ? 'createCompra' : 'createConferenciaCompra');
      if (!result.data) throw new Error('createPurchase returned no record');
      return result.data.id;
    },
  };
}
