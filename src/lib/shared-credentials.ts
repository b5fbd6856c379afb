import type { CredentialsAndIdentityId, CredentialsAndIdentityIdProvider, GetCredentialsOptions } from 'aws-amplify/auth';

type Answer = CredentialsAndIdentityId | undefined;

function keyOf(options: GetCredentialsOptions): string {
  const idToken = options.authenticated ? (options.tokens?.idToken?.toString() ?? '') : '';
  return `${options.authenticated ? 'user' : 'guest'}|${options.forceRefresh ? 'refresh' : ''}|${idToken}`;
}

/**
 * aws-amplify's Cognito credentials provider asks the identity pool once per caller: when a
 * page's screen, footer and images all start at once, a first-time visitor would get one new
 * guest identity (GetId) and one credentials exchange per request. This provider lets the
 * calls made while an identical one is in flight share its answer; once that answer is in,
 * the inner provider's own cache serves the next calls.
 */
export function shareInFlightCredentials(inner: CredentialsAndIdentityIdProvider): CredentialsAndIdentityIdProvider {
  const inFlight = new Map<string, Promise<Answer>>();
  return {
    getCredentialsAndIdentityId(options) {
      const key = keyOf(options);
      const running = inFlight.get(key);
      if (running) return running;
      const call = inner.getCredentialsAndIdentityId(options).finally(() => {
        if (inFlight.get(key) === call) inFlight.delete(key);
      });
      inFlight.set(key, call);
      return call;
    },
    clearCredentialsAndIdentityId() {
      // Whatever was in flight belongs to the session being cleared.
      inFlight.clear();
      return inner.clearCredentialsAndIdentityId();
    },
  };
}
