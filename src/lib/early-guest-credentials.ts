import type { CredentialsAndIdentityId, CredentialsAndIdentityIdProvider } from 'aws-amplify/auth';

/** What the page's head needs to ask the identity pool for a guest's credentials (vite.config.ts writes it from amplify_outputs.json). */
export interface GuestPool {
  identityPoolId: string;
  /** The identity pool's endpoint: the region's Cognito Identity address, or the local cloud's. */
  endpoint: string;
  /** The user pool client: a signed-in user is remembered under it. */
  userPoolClientId: string;
}

declare global {
  interface Window {
    /** Set by startGuestCredentials in the page's head; read once by withEarlyGuestCredentials. */
    earlyGuestCredentials?: Promise<CredentialsAndIdentityId>;
  }
}

/**
 * Runs in index.html's head (vite.config.ts copies its source there, so it is self-contained):
 * starts a visitor's guest identity-pool exchange (GetId when the browser has no guest identity
 * yet, then GetCredentialsForIdentity) while the app's code downloads. Every screen's first
 * data and image requests are signed with these credentials, and aws-amplify would only start
 * the exchange once its code has arrived and run: on a phone that put two to four more round
 * trips between the page and its first picture.
 *
 * Written with fetch rather than aws-amplify because it runs before any of the app's code; the
 * calls are the ones aws-amplify makes (AWS JSON 1.1, unsigned), and the guest identity is kept
 * under the key aws-amplify reads, so aws-amplify goes on with the same identity.
 * A signed-in visitor is left to aws-amplify (their identity comes from their login). Any
 * failure leaves the exchange to aws-amplify too.
 */
export function startGuestCredentials({ identityPoolId, endpoint, userPoolClientId }: GuestPool): void {
  try {
    if (window.localStorage.getItem(`CognitoIdentityServiceProvider.${userPoolClientId}.LastAuthUser`)) return;
    const identityKey = `com.amplify.Cognito.${identityPoolId}.identityId`;
    const call = async (operation: string, body: unknown) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityService.${operation}` },
        body: JSON.stringify(body),
        cache: 'no-store',
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(`${operation}: ${answer.__type ?? response.status}`);
      return answer;
    };
    const exchange = (async () => {
      let identityId = window.localStorage.getItem(identityKey);
      if (!identityId) {
        identityId = (await call('GetId', { IdentityPoolId: identityPoolId })).IdentityId as string;
        window.localStorage.setItem(identityKey, identityId);
      }
      const { Credentials: c } = await call('GetCredentialsForIdentity', { IdentityId: identityId });
      return {
        identityId,
        credentials: {
          accessKeyId: c.AccessKeyId,
          secretAccessKey: c.SecretKey,
          sessionToken: c.SessionToken,
          expiration: new Date(c.Expiration * 1000),
        },
      };
    })();
    // Whoever reads it handles a failure; until then it is not an unhandled rejection.
    exchange.catch(() => undefined);
    window.earlyGuestCredentials = exchange;
  } catch {
    // Storage blocked: aws-amplify makes the exchange when the app asks.
  }
}

/** Early credentials are used until this long before they expire; aws-amplify then renews them (it keeps its own for 50 of their 60 minutes). */
export const RENEW_BEFORE_MS = 10 * 60 * 1000;

/**
 * A credentials provider that answers guest requests with the credentials the page's head
 * obtained (startGuestCredentials) while they are fresh, and leaves everything else to `inner`:
 * signed-in requests, forced refreshes, and guest requests once those credentials are near their
 * end, have failed, or were cleared (sign-in or sign-out clears them).
 * aws-amplify's provider has no way to be given credentials, so without this it would make the
 * same exchange a second time.
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
