// The local cloud's AppSync: POST /graphql on the gateway, generated from amplify/data. The
// engine runs in a thread of its own (engine-host.ts); the function containers and the
// authentication of each request stay here, on the main thread.
import type { CredentialStore, DataService, LocalCloudContext, TokenVerifier, UserDirectory } from '../shared/contracts';
import { EngineHost } from './engine-host';
import { FunctionRunner } from './functions';
import { createGraphQLHandler } from './graphql-http';
import { requestId } from './errors';
import { appSyncSchemaFor } from './schema/appsync-schema';
import { loadModelDefinition } from './schema/model-definition';
import { loadApiLimits, type ApiLimits } from './request-limits';
import { seedDemoRecords } from './seed';

export interface DataServiceDeps {
  credentials: CredentialStore;
  tokens: TokenVerifier;
  users: UserDirectory;
  /** AppSync's request limits; default: those the backend definition sets (request-limits.ts). */
  limits?: ApiLimits;
}

export async function createDataService(ctx: LocalCloudContext, deps: DataServiceDeps): Promise<DataService & { engine: EngineHost }> {
  const definition = loadModelDefinition();
  const appSyncSdl = appSyncSchemaFor(definition.hash);
  const runner = new FunctionRunner(ctx, deps.credentials);
  const engine = new EngineHost(
    {
      dir: ctx.dir,
      appSyncSdl,
      modelSdl: definition.sdl,
      functions: definition.functions,
      functionsByDataSource: definition.functionsByDataSource,
      limits: deps.limits ?? (await loadApiLimits()),
      storageUrl: ctx.storageUrl,
      region: ctx.region,
      operator: ctx.operator,
    },
    runner,
    ctx.log,
  );
  await engine.ready();

  const handler = createGraphQLHandler({ engine, credentials: deps.credentials, tokens: deps.tokens, operator: ctx.operator });

  return {
    engine,
    handler,
    async seed() {
      await seedDemoRecords(engine, { users: deps.users, operator: ctx.operator });
    },
    close() {
      void engine.close();
      void runner.close();
    },
  };
}

export { requestId };
