import type { CredentialsAndIdentityId, CredentialsAndIdentityIdProvider, GetCredentialsOptions } from 'aws-amplify/auth';
import { shareInFlightCredentials } from './shared-credentials';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

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
    const calls = [shared.getCredentialsAndIdentityId(guest), shared.getCredentialsAndIdentityId(guest), shared.getCredentialsAndIdentityId(guest)];
    expect(provider.getCredentialsAndIdentityId).toHaveBeenCalledTimes(1);
    pending[0].resolve(creds('a'));
    for (const answer of await Promise.all(calls)) expect(answer?.identityId).toBe('us-east-1:a');
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
});
