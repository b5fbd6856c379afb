import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../../amplify/data/resource';

export type DataClient = ReturnType<typeof generateClient<Schema>>;

let client: DataClient | undefined;

/**
 * The typed Amplify data client, created on first use (after configureAmplify).
 * Its default authorization mode is the one in amplify_outputs.json (identity pool);
 * calls made for a signed-in user pass `{ authMode: 'userPool' }`.
 */
export function getDataClient(): DataClient {
  client ??= generateClient<Schema>();
  return client;
}
