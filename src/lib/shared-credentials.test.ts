import type { CredentialsAndIdentityId, CredentialsAndIdentityIdProvider, GetCredentialsOptions } from 'aws-amplify/auth';
import { startTaskTicker } from '../testing/task-ticker';
import { shareInFlightCredentials } from './shared-credentials';
import { deferred } from '../testing/deferred';

function fakeProvider() {
  const pending: ReturnType<typeof deferred<CredentialsAndIdentityId | undefined>>[] = [];
  const provider: CredentialsAndIdentityIdProvider = {
    getCredentialsAndIdentityId: vi.fn(() => {
      const next = deferred<CredentialsAndIdentityId | undefined>();
      pending.push(next);
      return next.promise;
    }),
    clearCredentialsAndIdentityId: vi.fn(),
  };
  return { provider, pending };
}

const creds = (id: string): CredentialsAndIdentityId => ({
  credentials: { accessKeyId: `AK${id}`, secretAccessKey: 'secret', sessionToken: 'token' },
  identityId: `us-east-1:${id}`,
});

const authConfig = { Cognito: { userPoolId: 'pool', userPoolClientId: 'client', identityPoolId: 'us-east-1:pool' } };
const guest: GetCredentialsOptions = { authenticated: false, authConfig };
const user = (idToken: string): GetCredentialsOptions =>
  ({
    authenticated: true,
    authConfig,
    tokens: { accessToken: { payload: {}, toString: () => 'access' }, idToken: { payload: {}, toString: () => idToken } },
  }) as GetCredentialsOptions;

describe('shareInFlightCredentials', () => {
  it('gives concurrent guest calls the answer of a single exchange', async () => {
    const { provider, pending } = fakeProvider();
    const shared = shareInFlightCredentials(provider);
    const calls = [
      shared.getCredentialsAndIdentityId(guest),
      shared.getCredentialsAndIdentityId(guest),
      shared.getCredentialsAndIdentityId(guest),
    ];
    expect(provider.getCredentialsAndIdentityId).toHaveBeenCalledTimes(1);
    pending[0].resolve(creds('a'));
    for (const answer of await Promise.all(calls)) expect(answer?.identityId).toBe('us-east-1:a');
  });

  it('lets the waiting callers go on in turns, each in a task of its own', async () => {
    const { provider, pending } = fakeProvider();
    const shared = shareInFlightCredentials(provider);
    const ticker = startTaskTicker();
    const wentOn: number[] = [];
    const calls = [0, 1, 2, 3].map(() => shared.getCredentialsAndIdentityId(guest).then(() => wentOn.push(ticker.times.length)));
    pending[0].resolve(creds('a'));
    await Promise.all(calls);
    ticker.stop();
    expect(wentOn).toHaveLength(4);
    // The first caller goes on at once; each waiter after at least one more task than the one before.
    expect(wentOn.slice(1).every((at, i) => at > wentOn[i])).toBe(true);
  });

  it('asks again once the answer is in (the inner provider caches it)', async () => {
    const { provider, pending } = fakeProvider();
    const shared = shareInFlightCredentials(provider);
    const first = shared.getCredentialsAndIdentityId(guest);
    pending[0].resolve(creds('a'));
    await first;
    const second = shared.getCredentialsAndIdentityId(guest);
    expect(provider.getCredentialsAndIdentityId).toHaveBeenCalledTimes(2);
    pending[1].resolve(creds('b'));
    expect((await second)?.identityId).toBe('us-east-1:b');
  });

  it('keeps guests, different users and forced refreshes apart', () => {
    const { provider } = fakeProvider();
    const shared = shareInFlightCredentials(provider);
    void shared.getCredentialsAndIdentityId(guest);
    void shared.getCredentialsAndIdentityId(user('token-1'));
    void shared.getCredentialsAndIdentityId(user('token-1'));
    void shared.getCredentialsAndIdentityId(user('token-2'));
    void shared.getCredentialsAndIdentityId({ ...guest, forceRefresh: true });
    expect(provider.getCredentialsAndIdentityId).toHaveBeenCalledTimes(4);
  });

  it('passes a failure to every waiting caller and lets the next call try again', async () => {
    const { provider, pending } = fakeProvider();
    const shared = shareInFlightCredentials(provider);
    const calls = [shared.getCredentialsAndIdentityId(guest), shared.getCredentialsAndIdentityId(guest)];
    pending[0].reject(new Error('NetworkError'));
    for (const outcome of await Promise.allSettled(calls)) expect(outcome.status).toBe('rejected');
    void shared.getCredentialsAndIdentityId(guest);
    expect(provider.getCredentialsAndIdentityId).toHaveBeenCalledTimes(2);
  });

  it('forgets calls in flight when the credentials are cleared (sign-out)', async () => {
    const { provider } = fakeProvider();
    const shared = shareInFlightCredentials(provider);
    void shared.getCredentialsAndIdentityId(guest);
    await shared.clearCredentialsAndIdentityId();
    expect(provider.clearCredentialsAndIdentityId).toHaveBeenCalledTimes(1);
    void shared.getCredentialsAndIdentityId(guest);
    expect(provider.getCredentialsAndIdentityId).toHaveBeenCalledTimes(2);
  });

  describe('an identity id the identity pool no longer knows', () => {
    // aws-amplify's AuthError carries the service error's name (the 400 answer's __type).
    const unknownIdentity = () => Object.assign(new Error("Identity 'us-east-1:stale' not found."), { name: 'ResourceNotFoundException' });

    /** An inner provider that answers `answers` in turn (an Error rejects), and counts clears. */
    function scriptedProvider(...answers: (CredentialsAndIdentityId | Error)[]) {
      const provider: CredentialsAndIdentityIdProvider = {
        getCredentialsAndIdentityId: vi.fn(async () => {
          const next = answers.shift();
          if (!next) throw new Error('no more answers');
          if (next instanceof Error) throw next;
          return next;
        }),
        clearCredentialsAndIdentityId: vi.fn(async () => {}),
      };
      return provider;
    }

    it('forgets the stored identity and asks once more, for a guest', async () => {
      const provider = scriptedProvider(unknownIdentity(), creds('new'));
      const shared = shareInFlightCredentials(provider);
      const answer = await shared.getCredentialsAndIdentityId(guest);
      expect(answer?.identityId).toBe('us-east-1:new');
      expect(provider.clearCredentialsAndIdentityId).toHaveBeenCalledTimes(1);
      expect(provider.getCredentialsAndIdentityId).toHaveBeenCalledTimes(2);
      // The clear came between the two asks.
      const cleared = vi.mocked(provider.clearCredentialsAndIdentityId).mock.invocationCallOrder[0];
      const [first, second] = vi.mocked(provider.getCredentialsAndIdentityId).mock.invocationCallOrder;
      expect(first).toBeLessThan(cleared);
      expect(cleared).toBeLessThan(second);
    });

    it('does the same for a signed-in user, with the same options', async () => {
      const provider = scriptedProvider(unknownIdentity(), creds('user'));
      const shared = shareInFlightCredentials(provider);
      const options = user('token-1');
      expect((await shared.getCredentialsAndIdentityId(options))?.identityId).toBe('us-east-1:user');
      expect(provider.clearCredentialsAndIdentityId).toHaveBeenCalledTimes(1);
      expect(provider.getCredentialsAndIdentityId).toHaveBeenNthCalledWith(2, options);
    });

    it('gives concurrent callers the answer of the one retry', async () => {
      const provider = scriptedProvider(unknownIdentity(), creds('new'));
      const shared = shareInFlightCredentials(provider);
      const answers = await Promise.all([shared.getCredentialsAndIdentityId(guest), shared.getCredentialsAndIdentityId(guest)]);
      for (const answer of answers) expect(answer?.identityId).toBe('us-east-1:new');
      expect(provider.getCredentialsAndIdentityId).toHaveBeenCalledTimes(2);
      expect(provider.clearCredentialsAndIdentityId).toHaveBeenCalledTimes(1);
    });

    it('retries only once: a second refusal is the answer', async () => {
      const provider = scriptedProvider(unknownIdentity(), unknownIdentity(), creds('never'));
      const shared = shareInFlightCredentials(provider);
      await expect(shared.getCredentialsAndIdentityId(guest)).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
      expect(provider.getCredentialsAndIdentityId).toHaveBeenCalledTimes(2);
      expect(provider.clearCredentialsAndIdentityId).toHaveBeenCalledTimes(1);
    });

    it('keeps the identity on other failures', async () => {
      const refused = Object.assign(new Error('Unauthenticated access is not supported for this identity pool.'), {
        name: 'NotAuthorizedException',
      });
      const provider = scriptedProvider(refused, creds('never'));
      const shared = shareInFlightCredentials(provider);
      await expect(shared.getCredentialsAndIdentityId(guest)).rejects.toBe(refused);
      expect(provider.getCredentialsAndIdentityId).toHaveBeenCalledTimes(1);
      expect(provider.clearCredentialsAndIdentityId).not.toHaveBeenCalled();
    });
  });
});
