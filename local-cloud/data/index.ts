// The local cloud's AppSync: POST /graphql on the gateway, generated from amplify/data.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { CredentialStore, DataService, LocalCloudContext, TokenVerifier, UserDirectory } from '../shared/contracts';
import { DataEngine } from './engine';
import { FunctionRunner } from './functions';
import { createGraphQLHandler } from './graphql-http';
import { requestId } from './errors';
import { PageTokens } from './paging';
import { appSyncSchemaFor } from './schema/appsync-schema';
import { loadModelDefinition } from './schema/model-definition';
import { ModelStore } from './store';
import { publishModelIntrospection } from './model-introspection';
import { seedDemoRecords } from './seed';

export interface DataServiceDeps {
  credentials: CredentialStore;
  tokens: TokenVerifier;
  users: UserDirectory;
}

export async function createDataService(ctx: LocalCloudContext, deps: DataServiceDeps): Promise<DataService & { engine: DataEngine }> {
  const definition = loadModelDefinition();
  const appSyncSdl = appSyncSchemaFor(definition.hash);
  const store = new ModelStore(join(ctx.dir, 'data.sqlite'), []);
  const tokenKey = Buffer.from(store.meta('page-token-key', () => randomBytes(32).toString('hex')), 'hex');
  const runner = new FunctionRunner(ctx, deps.credentials);
  let introspection: Promise<void> | undefined;
  const engine = new DataEngine({
    appSyncSdl,
    modelSdl: definition.sdl,
    store,
    tokens: new PageTokens(tokenKey),
    functions: definition.functions,
    functionsByDataSource: definition.functionsByDataSource,
    log: ctx.log,
    invoker: {
      async invoke(fn, event) {
        // Functions read the model introspection schema from S3 (getAmplifyDataClientConfig).
        introspection ??= publishModelIntrospection(ctx, definition.sdl).catch((error: Error) => {
          introspection = undefined;
          ctx.log(`could not publish the model introspection schema: ${error.message}`);
        });
        await introspection;
        return runner.invoke(fn, event);
      },
    },
  });
  store.createTables(engine.info.models.values());

  const handler = createGraphQLHandler({ engine, credentials: deps.credentials, tokens: deps.tokens, operator: ctx.operator });

  return {
    engine,
    handler,
    async seed() {
      await seedDemoRecords(engine, { users: deps.users, operator: ctx.operator });
    },
    close() {
      void runner.close();
      store.close();
    },
  };
}

export { requestId };
