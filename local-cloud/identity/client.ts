// App-client checks shared by the unauthenticated operations.
import { CognitoError, requireString, unknownLogin } from './errors';
import type { Body, PoolContext } from './context';
import type { UserRecord } from './users-store';

export function requireClient(ctx: PoolContext, body: Body): string {
  const clientId = requireString(body, 'ClientId', 'clientId');
  if (clientId !== ctx.settings.clientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
  return clientId;
}

/**
 * The user an unauthenticated operation names by Username. An unknown one is
 * UserNotFoundException, except when the pool hides which users exist
 * (PreventUserExistenceErrors): then undefined, and the caller answers as for a real user.
 */
export function findNamedUser(ctx: PoolContext, login: string): UserRecord | undefined {
  const user = ctx.users.find(login);
  if (!user && !ctx.settings.preventUserExistenceErrors) throw unknownLogin();
  return user;
}
