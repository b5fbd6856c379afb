import type { CredentialsAndIdentityId, CredentialsAndIdentityIdProvider } from 'aws-amplify/auth';

/** What the start-up script needs to ask the identity pool for a guest's credentials (vite.config.ts writes it from amplify_outputs.json). */
export interface GuestPool {
  identityPoolId: string;
  /** The identity pool's endpoint: the region's Cognito Identity address, or the local cloud's. */
  endpoint: string;
  /** The user pool client: a signed-in user is remembered under it. */
  userPoolClientId: string;
}

/** Early credentials are used until this long before they expire; aws-amplify then renews them (it keeps its own for 50 of their 60 minutes). */
export const RENEW_BEFORE_MS = 10 * 60 * 1000;

/**
 * A credentials provider that answers guest requests with the credentials the page's start-up
 * script obtained (startEarly, src/lib/early-start.ts) while they are fresh, and leaves everything
 * else to `inner`: signed-in requests, forced refreshes, and guest requests once those credentials
 * are near their end, have failed, or were cleared (sign-in or sign-out clears them). aws-amplify's
 * provider has no way to be given credentials, so without this it would make the same exchange a
 * second time.
 */
export function withEarlyGuestCredentials(
  inner: CredentialsAndIdentityIdProvider,
  early: Promise<CredentialsAndIdentityId> | undefined,
  now: () => number = Date.now,
): CredentialsAndIdentityIdProvider {
  let pending = early;
  // Its failure is handled when a guest first asks.
  pending?.catch(() => undefined);
  const fresh = async (): Promise<CredentialsAndIdentityId | undefined> => {
    const answer = await pending?.catch(() => undefined);
    const expiration = answer?.credentials.expiration?.getTime() ?? 0;
    if (answer && expiration - now() > RENEW_BEFORE_MS) return answer;
    pending = undefined;
    return undefined;
  };
  return {
    async getCredentialsAndIdentityId(options) {
      if (pending && !options.authenticated && !options.forceRefresh) {
        const answer = await fresh();
        if (answer) return answer;
      }
      pending = undefined;
      return inner.getCredentialsAndIdentityId(options);
    },
    clearCredentialsAndIdentityId() {
      pending = undefined;
      return inner.clearCredentialsAndIdentityId();
    },
  };
}
