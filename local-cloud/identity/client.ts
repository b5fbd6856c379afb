// App-client checks shared by the unauthenticated operations.
import { CognitoError, requireString } from './errors';
import type { Body, PoolContext } from './context';

export function requireClient(ctx: PoolContext, body: Body): string {
  const clientId = requireString(body, 'ClientId', 'clientId');
  if (clientId !== ctx.settings.clientId) {
    throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  }
  return clientId;
}
