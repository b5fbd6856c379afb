// Runs the Amplify GraphQL transformer offline, in its own process (it loads aws-cdk-lib and
// needs a few hundred MB), and prints the AppSync schema SDL on stdout. The construct is the
// one `defineData` instantiates (AmplifyData from @aws-amplify/data-construct) with the same
// authorization modes as amplify/data (identity pool default, user pool, IAM), so the schema is
// the one a deploy uploads to AppSync.
import { App, Stack } from 'aws-cdk-lib';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { Role } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { AmplifyData, AmplifyDataDefinition } from '@aws-amplify/data-construct';
import { readFileSync } from 'node:fs';
import { parse, print, Kind, type DefinitionNode } from 'graphql';
import { schema } from '../../../amplify/data/resource';

const ACCOUNT = '000000000000';
const REGION = 'us-east-1';

/** The AppSync SDL for amplify/data, or for another model SDL (tests) when one is given. */
export function transformToAppSyncSdl(modelSdl?: string): string {
  const transformed = modelSdl
    ? { schema: modelSdl, lambdaFunctions: {} as Record<string, unknown>, functionSlots: [] as never[] }
    : schema.transform();
  const app = new App();
  const stack = new Stack(app, 'LocalData', { env: { account: ACCOUNT, region: REGION } });
  const userPool = UserPool.fromUserPoolId(stack, 'UserPool', `${REGION}_local`);
  const authenticatedUserRole = Role.fromRoleArn(stack, 'AuthRole', `arn:aws:iam::${ACCOUNT}:role/authRole`);
  const unauthenticatedUserRole = Role.fromRoleArn(stack, 'UnauthRole', `arn:aws:iam::${ACCOUNT}:role/unauthRole`);
  const functionNameMap = Object.fromEntries(
    Object.keys(transformed.lambdaFunctions).map((name) => [
      name,
      LambdaFunction.fromFunctionAttributes(stack, `Fn${name}`, {
        functionArn: `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${name}`,
        sameEnvironment: true,
      }),
    ]),
  );
  const definition = AmplifyDataDefinition.fromString(transformed.schema, {
    dbType: 'DYNAMODB',
    provisionStrategy: 'AMPLIFY_TABLE',
  });
  const api = new AmplifyData(stack, 'amplifyData', {
    apiName: 'amplifyData',
    definition: { ...definition, functionSlots: transformed.functionSlots } as typeof definition,
    functionNameMap,
    authorizationModes: {
      defaultAuthorizationMode: 'AWS_IAM',
      userPoolConfig: { userPool },
      identityPoolConfig: { identityPoolId: `${REGION}:local`, authenticatedUserRole, unauthenticatedUserRole },
      iamConfig: { enableIamAuthorizationMode: true },
    },
    translationBehavior: { sandboxModeEnabled: false, allowDestructiveGraphqlSchemaUpdates: true },
  });
  // The transformer's schema object holds the SDL it uploads as the schema asset; the asset
  // drops the internal `input Amplify` (as removeAmplifyInputDefinition does).
  const graphqlApi = api.node.findChild('GraphQLAPI') as unknown as { schema: { definition: string } };
  const document = parse(graphqlApi.schema.definition);
  const definitions = document.definitions.filter(
    (d: DefinitionNode) => !(d.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION && d.name.value === 'Amplify'),
  );
  return print({ ...document, definitions });
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  // Transformer warnings go to stderr; stdout carries only the schema.
  const log = console.log;
  console.log = console.info = console.warn = (...args: unknown[]) => process.stderr.write(args.join(' ') + '\n');
  const sdl = transformToAppSyncSdl(process.argv[2] ? readFileSync(process.argv[2], 'utf8') : undefined);
  process.stdout.write(sdl, () => {
    void log;
    process.exit(0);
  });
}
