import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoCredentialsProvider } from 'aws-amplify/auth/cognito';
import { ConsoleLogger } from 'aws-amplify/utils';
import repoOutputs from '../../amplify_outputs.json';
import { buildAmplifyConfig, configureAmplify, type AmplifyOutputsLike } from './amplify-config';

// The documented shape of amplify_outputs.json (Gen 2, version 1.4) as a deploy writes it.
function cloudOutputs() {
  return {
    version: '1.4',
    auth: {
      aws_region: 'us-east-1',
      user_pool_id: 'us-east-1_abcdefghi',
      user_pool_client_id: '1a2b3c4d5e6f7g8h9i0j1k2l3m',
      identity_pool_id: 'us-east-1:11111111-2222-3333-4444-555555555555',
      standard_required_attributes: ['email'],
      username_attributes: ['email'],
      user_verification_types: ['email'],
      groups: [{ ADMINS: { precedence: 0 } }],
      password_policy: {
        min_length: 8,
        require_lowercase: true,
        require_numbers: true,
        require_symbols: true,
        require_uppercase: true,
      },
      unauthenticated_identities_enabled: true,
    },
    data: {
      url: 'https://example.appsync-api.us-east-1.amazonaws.com/graphql',
      aws_region: 'us-east-1',
      default_authorization_type: 'AWS_IAM',
      authorization_types: ['AMAZON_COGNITO_USER_POOLS'],
    },
    storage: {
      aws_region: 'us-east-1',
      bucket_name: 'educando-media-bucket',
      buckets: [{ name: 'media', bucket_name: 'educando-media-bucket', aws_region: 'us-east-1' }],
    },
  } as unknown as AmplifyOutputsLike;
}

function localOutputs(): AmplifyOutputsLike {
  return {
    ...(cloudOutputs() as object),
    custom: {
      local_cloud: {
        user_pool_endpoint: 'http://localhost:20002',
        identity_pool_endpoint: 'http://localhost:20002',
        storage_http_endpoint: 'http://localhost:20005',
      },
    },
  } as AmplifyOutputsLike;
}

describe('buildAmplifyConfig', () => {
  it('leaves a cloud-generated outputs file unchanged (no custom endpoints)', () => {
    const config = buildAmplifyConfig(cloudOutputs());
    expect(config.Auth?.Cognito.userPoolId).toBe('us-east-1_abcdefghi');
    expect(config.Auth?.Cognito.identityPoolId).toBe('us-east-1:11111111-2222-3333-4444-555555555555');
    expect(config.Auth?.Cognito).not.toHaveProperty('userPoolEndpoint');
    expect(config.Auth?.Cognito).not.toHaveProperty('identityPoolEndpoint');
    expect(config.Storage?.S3).not.toHaveProperty('dangerouslyConnectToHttpEndpointForTesting');
    expect(config.Storage?.S3.bucket).toBe('educando-media-bucket');
    expect(config.API?.GraphQL?.endpoint).toBe('https://example.appsync-api.us-east-1.amazonaws.com/graphql');
    expect(config.API?.GraphQL?.defaultAuthMode).toBe('iam');
  });

  it('applies custom.local_cloud endpoints to a new object', () => {
    const config = buildAmplifyConfig(localOutputs());
    expect(config.Auth?.Cognito.userPoolEndpoint).toBe('http://localhost:20002');
    expect(config.Auth?.Cognito.identityPoolEndpoint).toBe('http://localhost:20002');
    expect(config.Storage?.S3.dangerouslyConnectToHttpEndpointForTesting).toBe('http://localhost:20005');
    // Everything else comes from the parsed outputs.
    expect(config.Auth?.Cognito.userPoolClientId).toBe('1a2b3c4d5e6f7g8h9i0j1k2l3m');
    expect(config.Auth?.Cognito.allowGuestAccess).toBe(true);
    expect(config.Auth?.Cognito.groups).toEqual([{ ADMINS: { precedence: 0 } }]);
    expect(config.Storage?.S3.bucket).toBe('educando-media-bucket');
    expect(config.Storage?.S3.buckets?.media?.bucketName).toBe('educando-media-bucket');
    expect(config.API?.GraphQL?.endpoint).toBe('https://example.appsync-api.us-east-1.amazonaws.com/graphql');
  });

  it('works although the parsed config is frozen, and does not mutate the outputs', () => {
    const outputs = localOutputs();
    const snapshot = JSON.stringify(outputs);
    const config = buildAmplifyConfig(outputs);
    expect(Object.isFrozen(config)).toBe(false);
    expect(JSON.stringify(outputs)).toBe(snapshot);
  });

  it('configureAmplify applies the local endpoints to aws-amplify', () => {
    configureAmplify(localOutputs());
    const applied = Amplify.getConfig();
    expect(applied.Auth?.Cognito.userPoolEndpoint).toBe('http://localhost:20002');
    expect(applied.Storage?.S3.dangerouslyConnectToHttpEndpointForTesting).toBe('http://localhost:20005');
  });

  it("configureAmplify leaves out aws-amplify's warnings about the local cloud's endpoints, and only those", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      configureAmplify(localOutputs());
      expect(warn.mock.calls.flat().join(' ')).not.toMatch(/custom Amazon/);
      expect(ConsoleLogger.LOG_LEVEL).toBeNull();
      new ConsoleLogger('Test').warn('still shown');
      expect(warn.mock.calls.flat().join(' ')).toMatch(/still shown/);
    } finally {
      warn.mockRestore();
    }
  });

  it('configureAmplify with cloud outputs sets no custom endpoint', () => {
    configureAmplify(cloudOutputs());
    const applied = Amplify.getConfig();
    expect(applied.Auth?.Cognito.userPoolEndpoint).toBeUndefined();
    expect(applied.Auth?.Cognito.identityPoolEndpoint).toBeUndefined();
    expect(applied.Storage?.S3.dangerouslyConnectToHttpEndpointForTesting).toBeUndefined();
  });

  it('applies the endpoints of the committed amplify_outputs.json (local cloud)', () => {
    const outputs = repoOutputs as unknown as AmplifyOutputsLike;
    expect(outputs.custom?.local_cloud?.user_pool_endpoint).toMatch(/^http:\/\/localhost:\d+$/);
    const config = buildAmplifyConfig(outputs);
    expect(config.Auth?.Cognito.userPoolEndpoint).toBe(outputs.custom?.local_cloud?.user_pool_endpoint);
    expect(config.Storage?.S3.dangerouslyConnectToHttpEndpointForTesting).toBe(outputs.custom?.local_cloud?.storage_http_endpoint);
    expect(config.API?.GraphQL?.modelIntrospection).toBeDefined();
  });

  it('configureAmplify makes concurrent guest sessions share one identity-pool exchange', async () => {
    configureAmplify(localOutputs());
    await Amplify.clearCredentials();
    localStorage.clear();
    const targets: string[] = [];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const target = new Headers(init?.headers).get('x-amz-target') ?? '';
      targets.push(target);
      const body = target.endsWith('.GetId')
        ? { IdentityId: 'us-east-1:guest-1' }
        : {
            IdentityId: 'us-east-1:guest-1',
            Credentials: { AccessKeyId: 'AKGUEST', SecretKey: 'secret', SessionToken: 'token', Expiration: Date.now() / 1000 + 3600 },
          };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/x-amz-json-1.1' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      const sessions = await Promise.all([fetchAuthSession(), fetchAuthSession(), fetchAuthSession()]);
      expect(targets.filter((t) => t.endsWith('.GetId'))).toHaveLength(1);
      expect(targets.filter((t) => t.endsWith('.GetCredentialsForIdentity'))).toHaveLength(1);
      for (const session of sessions) expect(session.credentials?.accessKeyId).toBe('AKGUEST');
    } finally {
      vi.unstubAllGlobals();
      await Amplify.clearCredentials();
      localStorage.clear();
    }
  });

  it('configureAmplify gives a guest a new identity when the identity pool no longer knows the stored one', async () => {
    configureAmplify(localOutputs());
    await Amplify.clearCredentials();
    localStorage.clear();
    // An identity pool that knows the identities in `known` and answers others as AWS does.
    let known = new Set<string>();
    let issued = 0;
    const targets: string[] = [];
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/x-amz-json-1.1' } });
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const target = new Headers(init?.headers).get('x-amz-target') ?? '';
      targets.push(target.split('.').pop()!);
      const body = JSON.parse(String(init?.body)) as { IdentityId?: string };
      if (target.endsWith('.GetId')) {
        const id = `us-east-1:guest-${++issued}`;
        known.add(id);
        return answer(200, { IdentityId: id });
      }
      if (!known.has(body.IdentityId!)) {
        return answer(400, { __type: 'ResourceNotFoundException', message: `Identity '${body.IdentityId}' not found.` });
      }
      return answer(200, {
        IdentityId: body.IdentityId,
        Credentials: { AccessKeyId: `AK${issued}`, SecretKey: 'secret', SessionToken: 'token', Expiration: Date.now() / 1000 + 3600 },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    try {
      expect((await fetchAuthSession()).identityId).toBe('us-east-1:guest-1');
      // The pool is replaced (or the local cloud reset) and the page is loaded again: the
      // credentials in memory are gone, the identity id in local storage is kept.
      known = new Set();
      await cognitoCredentialsProvider.clearCredentials();
      targets.length = 0;
      const session = await fetchAuthSession();
      expect(session.identityId).toBe('us-east-1:guest-2');
      expect(session.credentials?.accessKeyId).toBe('AK2');
      expect(targets).toEqual(['GetCredentialsForIdentity', 'GetId', 'GetCredentialsForIdentity']);
      // The new identity is the one kept for the next visit.
      await cognitoCredentialsProvider.clearCredentials();
      targets.length = 0;
      expect((await fetchAuthSession()).identityId).toBe('us-east-1:guest-2');
      expect(targets).toEqual(['GetCredentialsForIdentity']);
    } finally {
      vi.unstubAllGlobals();
      await Amplify.clearCredentials();
      localStorage.clear();
    }
  });
});
