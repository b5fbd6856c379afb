// Guards patches/@aws-amplify+storage+*.patch: without it, aws-amplify's Storage throws
// InvalidCustomEndpoint for every call once dangerouslyConnectToHttpEndpointForTesting is set,
// and it ignores the port a test server listens on. Both module builds are exercised through
// the public getUrl API (endpoint resolution and presigning, no network).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface AmplifyModule {
  Amplify: { configure(config: unknown, options?: unknown): void };
}
interface StorageModule {
  getUrl(input: { path: string; options?: { expiresIn?: number } }): Promise<{ url: URL }>;
}

const credentialsProvider = {
  getCredentialsAndIdentityId: async () => ({
    credentials: {
      accessKeyId: 'ASIAPATCHTEST0000001',
      secretAccessKey: 'patch-test-secret',
      sessionToken: 'patch-test-token',
      expiration: new Date(Date.now() + 3600_000),
    },
    identityId: 'us-east-1:00000000-0000-0000-0000-000000000001',
  }),
  clearCredentialsAndIdentityId: () => undefined,
};

function configure(amplify: AmplifyModule, endpoint: string): void {
  amplify.Amplify.configure(
    { Storage: { S3: { bucket: 'educando-en-la-fe-local', region: 'us-east-1', dangerouslyConnectToHttpEndpointForTesting: endpoint } } },
    { Auth: { credentialsProvider } },
  );
}

const builds: Array<[string, () => Promise<[AmplifyModule, StorageModule]>]> = [
  ['esm', async () => [(await import('aws-amplify')) as AmplifyModule, (await import('aws-amplify/storage')) as StorageModule]],
  ['cjs', async () => [require('aws-amplify') as AmplifyModule, require('aws-amplify/storage') as StorageModule]],
];

describe.each(builds)('aws-amplify storage with a local http endpoint (%s build)', (_name, load) => {
  it.each(['http://localhost:20005', 'http://localhost:41234', 'http://127.0.0.1:41235'])(
    'signs URLs for %s, path-style',
    async (endpoint) => {
      const [amplify, storage] = await load();
      configure(amplify, endpoint);
      const { url } = await storage.getUrl({ path: 'galeria/public/foto 1.png', options: { expiresIn: 600 } });
      expect(url.origin).toBe(endpoint);
      expect(url.pathname).toBe('/educando-en-la-fe-local/galeria/public/foto%201.png');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
      expect(url.searchParams.get('X-Amz-Security-Token')).toBe('patch-test-token');
    },
  );
});
