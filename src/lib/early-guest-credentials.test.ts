import type { CredentialsAndIdentityId, CredentialsAndIdentityIdProvider, GetCredentialsOptions } from 'aws-amplify/auth';
import { DefaultIdentityIdStore } from 'aws-amplify/auth/cognito';
import { RENEW_BEFORE_MS, startGuestCredentials, withEarlyGuestCredentials, type GuestPool } from './early-guest-credentials';

const POOL: GuestPool = { identityPoolId: 'us-east-1:pool-1', endpoint: 'http://localhost:20002', userPoolClientId: 'client-1' };
const NOW = Date.parse('2026-11-27T10:00:00Z');

/** A Cognito Identity endpoint answering GetId and GetCredentialsForIdentity as AWS does (AWS JSON 1.1). */
function identityPool({ unknownIdentity = false } = {}) {
  const calls: Array<{ target: string; body: Record<string, unknown>; headers: Record<string, string> }> = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const target = headers['x-amz-target'];
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ target, body, headers });
    expect(url).toBe(POOL.endpoint);
    if (target === 'AWSCognitoIdentityService.GetId') return Response.json({ IdentityId: 'us-east-1:new-guest' });
    if (unknownIdentity) return Response.json({ __type: 'ResourceNotFoundException', message: 'Identity not found' }, { status: 400 });
    return Response.json({
      IdentityId: body.IdentityId,
      Credentials: { AccessKeyId: 'ASIAGUEST', SecretKey: 'secret', SessionToken: 'token', Expiration: NOW / 1000 + 3600 },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe("the page head's guest credentials", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    delete window.earlyGuestCredentials;
  });

  it('makes a new guest identity and its credentials, keeping the identity where aws-amplify reads it', async () => {
    const calls = identityPool();
    startGuestCredentials(POOL);
    const answer = await window.earlyGuestCredentials;
    expect(calls.map((c) => c.target)).toEqual(['AWSCognitoIdentityService.GetId', 'AWSCognitoIdentityService.GetCredentialsForIdentity']);
    expect(calls[0].body).toEqual({ IdentityPoolId: POOL.identityPoolId });
    expect(calls[0].headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(calls[1].body).toEqual({ IdentityId: 'us-east-1:new-guest' });
    expect(answer).toEqual({
      identityId: 'us-east-1:new-guest',
      credentials: { accessKeyId: 'ASIAGUEST', secretAccessKey: 'secret', sessionToken: 'token', expiration: new Date(NOW + 3600_000) },
    });

    // aws-amplify's own store finds the same guest identity, so it never makes another.
    const store = new DefaultIdentityIdStore({
      getItem: async (key) => window.localStorage.getItem(key),
      setItem: async (key, value) => window.localStorage.setItem(key, value),
      removeItem: async (key) => window.localStorage.removeItem(key),
      clear: async () => window.localStorage.clear(),
    });
    store.setAuthConfig({ Cognito: { identityPoolId: POOL.identityPoolId } });
    expect(await store.loadIdentityId()).toEqual({ id: 'us-east-1:new-guest', type: 'guest' });
  });

  it("reuses the browser's guest identity: one call", async () => {
    window.localStorage.setItem(`com.amplify.Cognito.${POOL.identityPoolId}.identityId`, 'us-east-1:kept');
    const calls = identityPool();
    startGuestCredentials(POOL);
    expect((await window.earlyGuestCredentials)?.identityId).toBe('us-east-1:kept');
    expect(calls.map((c) => c.target)).toEqual(['AWSCognitoIdentityService.GetCredentialsForIdentity']);
  });

  it('leaves a signed-in visitor to aws-amplify', () => {
    window.localStorage.setItem(`CognitoIdentityServiceProvider.${POOL.userPoolClientId}.LastAuthUser`, 'ana');
    const calls = identityPool();
    startGuestCredentials(POOL);
    expect(window.earlyGuestCredentials).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("fails with the service's error name when the pool refuses", async () => {
    window.localStorage.setItem(`com.amplify.Cognito.${POOL.identityPoolId}.identityId`, 'us-east-1:forgotten');
    identityPool({ unknownIdentity: true });
    startGuestCredentials(POOL);
    await expect(window.earlyGuestCredentials).rejects.toThrow('GetCredentialsForIdentity: ResourceNotFoundException');
  });
});

const early = (expiresIn: number): CredentialsAndIdentityId => ({
  identityId: 'us-east-1:early',
  credentials: { accessKeyId: 'ASIAEARLY', secretAccessKey: 's', sessionToken: 't', expiration: new Date(NOW + expiresIn) },
});
const inner = (): CredentialsAndIdentityIdProvider => ({
  getCredentialsAndIdentityId: vi.fn(async () => ({
    identityId: 'us-east-1:inner',
    credentials: { accessKeyId: 'ASIAINNER', secretAccessKey: 's' },
  })),
  clearCredentialsAndIdentityId: vi.fn(),
});
const authConfig = { Cognito: { userPoolId: 'pool', userPoolClientId: 'client-1', identityPoolId: POOL.identityPoolId } };
const guest: GetCredentialsOptions = { authenticated: false, authConfig };
const user = {
  authenticated: true,
  authConfig,
  tokens: { accessToken: { payload: {}, toString: () => 'a' }, idToken: { payload: {}, toString: () => 'i' } },
} as GetCredentialsOptions;

describe('withEarlyGuestCredentials', () => {
  it("answers guests with the head's credentials while fresh, without asking the pool again", async () => {
    const provider = inner();
    const wrapped = withEarlyGuestCredentials(provider, Promise.resolve(early(3600_000)), () => NOW);
    expect((await wrapped.getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:early');
    expect((await wrapped.getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:early');
    expect(provider.getCredentialsAndIdentityId).not.toHaveBeenCalled();
  });

  it('leaves to aws-amplify signed-in users, forced refreshes, and guests once the credentials near their end', async () => {
    let now = NOW;
    const provider = inner();
    const wrapped = withEarlyGuestCredentials(provider, Promise.resolve(early(3600_000)), () => now);
    expect((await wrapped.getCredentialsAndIdentityId(user))?.identityId).toBe('us-east-1:inner');
    // Signing in replaced the guest: the head's credentials are not used again.
    expect((await wrapped.getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:inner');

    const refreshed = withEarlyGuestCredentials(inner(), Promise.resolve(early(3600_000)), () => now);
    expect((await refreshed.getCredentialsAndIdentityId({ ...guest, forceRefresh: true }))?.identityId).toBe('us-east-1:inner');

    const ageing = withEarlyGuestCredentials(inner(), Promise.resolve(early(3600_000)), () => now);
    expect((await ageing.getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:early');
    now = NOW + 3600_000 - RENEW_BEFORE_MS;
    expect((await ageing.getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:inner');
  });

  it('leaves guests to aws-amplify when the head had no credentials, failed, or they were cleared', async () => {
    expect((await withEarlyGuestCredentials(inner(), undefined).getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:inner');
    const failed = withEarlyGuestCredentials(inner(), Promise.reject(new Error('GetId: 503')), () => NOW);
    expect((await failed.getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:inner');

    const provider = inner();
    const cleared = withEarlyGuestCredentials(provider, Promise.resolve(early(3600_000)), () => NOW);
    await cleared.clearCredentialsAndIdentityId();
    expect(provider.clearCredentialsAndIdentityId).toHaveBeenCalled();
    expect((await cleared.getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:inner');
  });
});
