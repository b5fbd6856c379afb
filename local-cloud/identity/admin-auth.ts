// AdminInitiateAuth: sign-in started by a trusted server with IAM credentials (admin tools,
// tests, back ends). ADMIN_USER_PASSWORD_AUTH (and its old name ADMIN_NO_SRP_AUTH) takes the
// password in the clear, and only when the app client allows ALLOW_ADMIN_USER_PASSWORD_AUTH —
// Gen 2's default client does not, so it is refused unless backend.ts enables the flow on the
// client; the other flows are InitiateAuth's (auth-flows.ts), with the user pool named.
import { authorize, requirePool } from './admin';
import { authParameters, initiateAuth, requireFlow, signInWithPassword } from './auth-flows';
import { requireClient } from './client';
import type { Operation } from './context';
import { invalidParameter, requireString } from './errors';

const FLOWS = ['USER_SRP_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN', 'CUSTOM_AUTH', 'ADMIN_NO_SRP_AUTH', 'ADMIN_USER_PASSWORD_AUTH', 'USER_AUTH'];

export const adminInitiateAuth: Operation = async (ctx, request) => {
  await authorize(ctx, request);
  const { body } = request;
  requirePool(ctx, body);
  const clientId = requireClient(ctx, body);
  const flow = requireString(body, 'AuthFlow', 'authFlow');
  if (!FLOWS.includes(flow)) {
    throw invalidParameter(`1 validation error detected: Value '${flow}' at 'authFlow' failed to satisfy constraint: Member must satisfy enum value set: [${FLOWS.join(', ')}]`);
  }
  if (flow === 'ADMIN_USER_PASSWORD_AUTH' || flow === 'ADMIN_NO_SRP_AUTH') {
    requireFlow(ctx, 'ADMIN_USER_PASSWORD_AUTH');
    return signInWithPassword(ctx, clientId, authParameters(body));
  }
  return initiateAuth(ctx, request);
};
