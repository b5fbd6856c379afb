import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../../amplify/data/resource';

export type DataClient = ReturnType<typeof generateClient<Schema>>;

/**
 * Who a client's calls sign as: the identity pool (the outputs' default; guests and users alike),
 * or the user pool, which the admin screens use for every call (spec section 6) so AppSync sees
 * the ADMINS group.
 */
export type DataAuthMode = 'identityPool' | 'userPool';

const clients = new Map<DataAuthMode, DataClient>();

/**
 * The typed Amplify data client, created on first use (after configureAmplify); building one from
 * the schema is costly, so each mode's client is made once. A single call made for a signed-in
 * user on a public screen passes `{ authMode: 'userPool' }` to the default client instead.
 */
export function getDataClient(authMode: DataAuthMode = 'identityPool'): DataClient {
  let client = clients.get(authMode);
  if (!client) {
    client = authMode === 'userPool' ? generateClient<Schema>({ authMode: 'userPool' }) : generateClient<Schema>();
    clients.set(authMode, client);
  }
  return client;
}
