import type { CredentialsAndIdentityId, CredentialsAndIdentityIdProvider, GetCredentialsOptions } from 'aws-amplify/auth';
import { yieldToMain } from './main-thread';

type Answer = CredentialsAndIdentityId | undefined;

function keyOf(options: GetCredentialsOptions): string {
  const idToken = options.authenticated ? (options.tokens?.idToken?.toString() ?? '') : '';
  return `${options.authenticated ? 'user' : 'guest'}|${options.forceRefresh ? 'refresh' : ''}|${idToken}`;
}

/**
 * The identity pool does not know the identity id the browser kept (the pool was replaced, or
 * the local cloud was reset). aws-amplify wraps the service error in an AuthError of the same
 * name ('ResourceNotFoundException', from the 400 answer's __type).
 */
function isUnknownIdentity(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'ResourceNotFoundException';
}

/**
 * Credentials from the inner provider; when the identity pool answers that the identity id is
 * unknown, forgets that id and asks once more, so GetId gives a new one.
 *
 * aws-amplify's Cognito provider keeps a guest's identity id in local storage and reuses it on
 * every visit without ever dropping it, so without this a browser holding an id the pool
 * forgot is refused on every visit. A signed-in user is retried the same way: signing in sends
 * the stored guest id with the user's login, and the user's id is then kept in memory for the
 * session, so a forgotten id refuses the user too, and aws-amplify has no recovery for it either.
 * Forgetting the id does not sign the user out (the tokens are kept apart), and GetId with the
 * user's login answers the identity the pool holds for that login, or a new one.
 * One retry only: a second refusal is a real error (e.g. a wrong identity pool id).
 */
async function withFreshIdentityOnUnknown(inner: CredentialsAndIdentityIdProvider, options: GetCredentialsOptions): Promise<Answer> {
  try {
    return await inner.getCredentialsAndIdentityId(options);
  } catch (error) {
    if (!isUnknownIdentity(error)) throw error;
    await inner.clearCredentialsAndIdentityId();
    return inner.getCredentialsAndIdentityId(options);
  }
}

/**
 * aws-amplify's Cognito credentials provider asks the identity pool once per caller: when a
 * page's screen, footer and images all start at once, a first-time visitor would get one new
 * guest identity (GetId) and one credentials exchange per request. This provider lets the
 * calls made while an identical one is in flight share its answer; once that answer is in,
 * the inner provider's own cache serves the next calls. An identity id the pool no longer
 * knows is replaced by a new one (see withFreshIdentityOnUnknown).
 *
 * The callers that waited go on in turns, each in a task of its own: every one of them goes on
 * to sign and send its request, and a first screen's dozen requests let go together would be
 * one long task that holds back the page on a phone.
 */
export function shareInFlightCredentials(inner: CredentialsAndIdentityIdProvider): CredentialsAndIdentityIdProvider {
  const inFlight = new Map<string, Promise<Answer>>();
  let turns: Promise<void> = Promise.resolve();
  const inTurn = (answer: Answer): Promise<Answer> => {
    const turn = turns.then(yieldToMain);
    turns = turn;
    return turn.then(() => answer);
  };
  return {
    getCredentialsAndIdentityId(options) {
      const key = keyOf(options);
      const running = inFlight.get(key);
      if (running) return running.then(inTurn);
      const call = withFreshIdentityOnUnknown(inner, options).finally(() => {
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
