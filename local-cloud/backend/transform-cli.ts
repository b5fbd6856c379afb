// Runs the Amplify GraphQL transformer offline and returns the AppSync schema SDL a deploy
// would upload: the construct is the one `defineData` instantiates (AmplifyData from
// @aws-amplify/data-construct), with the authorization modes converted by defineData's own
// converter (@aws-amplify/backend-data) from the app's `authorizationModes`, and the sandbox
// mode defineData enables when neither auth nor modes are defined. The packages are resolved
// from the backend's location, so an app's own versions produce its schema.
//
// As a command (tests of model SDLs other than an app's): `transform-cli.ts model.graphql
// [auth.json]` prints the SDL on stdout; auth.json holds { authorizationModes, hasAuth }.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, print, Kind, type DefinitionNode } from 'graphql';

const ACCOUNT = '000000000000';
const REGION = 'us-east-1';
const REPO_ROOT = resolve(import.meta.dirname, '../..');

export type DataAuthMode = 'iam' | 'identityPool' | 'userPool' | 'apiKey' | 'oidc' | 'lambda';

/** The authorization modes of the API, as the local services need them. */
export interface ResolvedAuthModes {
  defaultMode: 'iam' | 'userPool' | 'apiKey' | 'oidc' | 'lambda';
  userPool: boolean;
  identityPool: boolean;
  apiKey?: { expiresInDays: number; description?: string };
  oidc?: { providerName: string; issuerUrl: string; clientId?: string };
  lambda?: { functionName?: string; ttlSeconds: number };
}

export interface TransformInput {
  modelSdl: string;
  /** defineData's `authorizationModes` as the app wrote them (a lambda authorizer may be a function factory). */
  authorizationModes?: Record<string, unknown>;
  /** Whether the backend defines auth (defineAuth: a user pool and an identity pool). */
  hasAuth: boolean;
  /** @function data source names of the schema (Lambda resolvers). */
  lambdaDataSources?: string[];
  /** A file of the backend, from which the Amplify and CDK packages are resolved. */
  resolveFrom?: string;
}

export interface TransformOutput {
  sdl: string;
  modes: ResolvedAuthModes;
}

type Loaded = Record<string, any>;

async function loadPackages(resolveFrom: string) {
  const require = createRequire(resolveFrom);
  const load = async (specifier: string): Promise<Loaded> => import(pathToFileURL(require.resolve(specifier)).href);
  const backendData = dirname(require.resolve('@aws-amplify/backend-data'));
  const [cdk, cognito, iam, lambda, construct, convert] = await Promise.all([
    load('aws-cdk-lib'),
    load('aws-cdk-lib/aws-cognito'),
    load('aws-cdk-lib/aws-iam'),
    load('aws-cdk-lib/aws-lambda'),
    load('@aws-amplify/data-construct'),
    // defineData's converter is not exported from the package's entry point.
    import(pathToFileURL(join(backendData, 'convert_authorization_modes.js')).href) as Promise<Loaded>,
  ]);
  return { cdk, cognito, iam, lambda, construct, convert };
}

const CDK_MODE: Record<string, ResolvedAuthModes['defaultMode']> = {
  AWS_IAM: 'iam',
  AMAZON_COGNITO_USER_POOLS: 'userPool',
  API_KEY: 'apiKey',
  OPENID_CONNECT: 'oidc',
  AWS_LAMBDA: 'lambda',
};

function lambdaFunctionName(authorizationModes: Record<string, unknown> | undefined): string | undefined {
  const fn = (authorizationModes?.lambdaAuthorizationMode as { function?: { props?: { name?: string } } } | undefined)?.function;
  return fn?.props?.name;
}

export async function transformToAppSyncSdl(input: TransformInput): Promise<TransformOutput> {
  const { cdk, cognito, iam, lambda, construct, convert } = await loadPackages(input.resolveFrom ?? join(REPO_ROOT, 'package.json'));
  const app = new cdk.App();
  const stack = new cdk.Stack(app, 'LocalData', { env: { account: ACCOUNT, region: REGION } });
  const providedAuth = input.hasAuth
    ? {
        userPool: cognito.UserPool.fromUserPoolId(stack, 'UserPool', `${REGION}_local`),
        identityPoolId: `${REGION}:local`,
        authenticatedUserRole: iam.Role.fromRoleArn(stack, 'AuthRole', `arn:aws:iam::${ACCOUNT}:role/authRole`),
        unauthenticatedUserRole: iam.Role.fromRoleArn(stack, 'UnauthRole', `arn:aws:iam::${ACCOUNT}:role/unauthRole`),
      }
    : undefined;
  const fakeFunction = (name: string) =>
    lambda.Function.fromFunctionAttributes(stack, `Fn${name}`, {
      functionArn: `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}`,
      sameEnvironment: true,
    });
  // A lambda authorizer names a function factory; the transformer only needs a function to point at.
  let modes = input.authorizationModes;
  if (modes?.lambdaAuthorizationMode) {
    const authorizer = fakeFunction(lambdaFunctionName(modes) ?? 'authorizer');
    modes = {
      ...modes,
      lambdaAuthorizationMode: {
        ...(modes.lambdaAuthorizationMode as object),
        function: { getInstance: () => ({ resources: { lambda: authorizer } }) },
      },
    };
  }
  const authorizationModes = convert.convertAuthorizationModesToCDK(undefined, providedAuth, modes);
  const functionNameMap = Object.fromEntries((input.lambdaDataSources ?? []).map((name) => [name, fakeFunction(name)]));
  const definition = construct.AmplifyDataDefinition.fromString(input.modelSdl, { dbType: 'DYNAMODB', provisionStrategy: 'AMPLIFY_TABLE' });
  const api = new construct.AmplifyData(stack, 'amplifyData', {
    apiName: 'amplifyData',
    definition,
    functionNameMap,
    authorizationModes,
    translationBehavior: {
      sandboxModeEnabled: convert.isUsingDefaultApiKeyAuth(providedAuth, input.authorizationModes),
      allowDestructiveGraphqlSchemaUpdates: true,
    },
  });
  // The transformer's schema object holds the SDL it uploads as the schema asset; the asset
  // drops the internal `input Amplify` (as removeAmplifyInputDefinition does).
  const graphqlApi = api.node.findChild('GraphQLAPI') as unknown as { schema: { definition: string } };
  const document = parse(graphqlApi.schema.definition);
  const definitions = document.definitions.filter(
    (d: DefinitionNode) => !(d.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION && d.name.value === 'Amplify'),
  );
  const apiKey = authorizationModes.apiKeyConfig as { expires?: { toDays(): number }; description?: string } | undefined;
  const oidc = authorizationModes.oidcConfig as { oidcProviderName: string; oidcIssuerUrl: string; clientId?: string } | undefined;
  const lambdaConfig = authorizationModes.lambdaConfig as { ttl?: { toSeconds(): number } } | undefined;
  return {
    sdl: print({ ...document, definitions }),
    modes: {
      defaultMode: CDK_MODE[authorizationModes.defaultAuthorizationMode as string] ?? 'iam',
      userPool: Boolean(authorizationModes.userPoolConfig),
      identityPool: Boolean(authorizationModes.identityPoolConfig),
      ...(apiKey ? { apiKey: { expiresInDays: apiKey.expires?.toDays() ?? 7, ...(apiKey.description ? { description: apiKey.description } : {}) } } : {}),
      ...(oidc ? { oidc: { providerName: oidc.oidcProviderName, issuerUrl: oidc.oidcIssuerUrl, clientId: oidc.clientId } } : {}),
      ...(lambdaConfig ? { lambda: { functionName: lambdaFunctionName(input.authorizationModes), ttlSeconds: lambdaConfig.ttl?.toSeconds() ?? 60 } } : {}),
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Transformer warnings go to stderr; stdout carries only the result.
  const out = process.stdout.write.bind(process.stdout);
  console.log = console.info = console.warn = (...args: unknown[]) => process.stderr.write(args.join(' ') + '\n');
  const modelSdl = readFileSync(process.argv[2], 'utf8');
  const auth = process.argv[3] ? (JSON.parse(readFileSync(process.argv[3], 'utf8')) as { authorizationModes?: Record<string, unknown>; hasAuth?: boolean }) : {};
  const result = await transformToAppSyncSdl({ modelSdl, authorizationModes: auth.authorizationModes, hasAuth: auth.hasAuth ?? true });
  out(JSON.stringify(result), () => process.exit(0));
}
