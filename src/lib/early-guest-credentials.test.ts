import type { CredentialsAndIdentityId, CredentialsAndIdentityIdProvider, GetCredentialsOptions } from 'aws-amplify/auth';
import { RENEW_BEFORE_MS, withEarlyGuestCredentials, type GuestPool } from './early-guest-credentials';

const POOL: GuestPool = { identityPoolId: 'us-east-1:pool-1', endpoint: 'http://localhost:20002', userPoolClientId: 'client-1' };
const NOW = Date.parse('2026-11-27T10:00:00Z');

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
  it("answers guests with the start-up script's credentials while fresh, without asking the pool again", async () => {
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
    // Signing in replaced the guest: the start-up script's credentials are not used again.
    expect((await wrapped.getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:inner');

    const refreshed = withEarlyGuestCredentials(inner(), Promise.resolve(early(3600_000)), () => now);
    expect((await refreshed.getCredentialsAndIdentityId({ ...guest, forceRefresh: true }))?.identityId).toBe('us-east-1:inner');

    const ageing = withEarlyGuestCredentials(inner(), Promise.resolve(early(3600_000)), () => now);
    expect((await ageing.getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:early');
    now = NOW + 3600_000 - RENEW_BEFORE_MS;
    expect((await ageing.getCredentialsAndIdentityId(guest))?.identityId).toBe('us-east-1:inner');
  });

  it('leaves guests to aws-amplify when the start-up script had no credentials, failed, or they were cleared', async () => {
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
