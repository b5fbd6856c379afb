/**
 * The admin screens' data client: user-pool mode, as the spec asks of the
 * content-management screens (section 6), so AppSync sees the ADMINS group.
 */
import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../../../../amplify/data/resource';

export type AdminClient = ReturnType<typeof generateClient<Schema>>;

let client: AdminClient | undefined;

/** Created on first use: generateClient must run after Amplify.configure. */
export function adminClient(): AdminClient {
  client ??= generateClient<Schema>({ authMode: 'userPool' });
  return client;
}

interface GraphQLResult<T> {
  data: T;
  errors?: ReadonlyArray<{ message: string }>;
}

/** Model calls answer errors instead of throwing; the screens want a throw. */
export function unwrap<T>(result: GraphQLResult<T>): NonNullable<T> {
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
  if (result.data === null || result.data === undefined) throw new Error('Empty response');
  return result.data as NonNullable<T>;
}
