// The local cloud's AppSync: POST /graphql on the gateway, generated from amplify/data.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { CredentialStore, DataService, LocalCloudContext, TokenVerifier, UserDirectory } from '../shared/contracts';
import { DataEngine } from './engine';
import { FunctionRunner } from './functions';
import { createGraphQLHandler } from './graphql-http';
import { requestId } from './errors';
import { PageTokens } from './paging';
import { loadModelDefinition } from './schema/model-definition';
import { loadBackend } from '../backend/description';
import { ModelStore } from './store';
import { publishModelIntrospection } from './model-introspection';
import { seedDemoRecords } from './seed';
import { ApiKeys } from './api-key';
import { SubscriptionHub } from './subscriptions';
import { createRealtimeServer } from './realtime';

export interface DataServiceDeps {
  credentials: CredentialStore;
  tokens: TokenVerifier;
  users: UserDirectory;
  /** Time source for expiries the service itself keeps (the API key's); tests move it. */
  clock?: () => number;
}

export async function createDataService(
  ctx: LocalCloudContext,
  deps: DataServiceDeps,
): Promise<DataService & { engine: DataEngine; subscriptions?: SubscriptionHub }> {
  const definition = loadModelDefinition(ctx.backend ?? loadBackend());
  if (!definition) return withoutData();
  const apiKeys = definition.modes.apiKey ? new ApiKeys(definition.modes.apiKey.expiresInDays, deps.clock) : undefined;
  const auth = { credentials: deps.credentials, tokens: deps.tokens, operator: ctx.operator, apiKeys };
  const store = new ModelStore(join(ctx.dir, 'data.sqlite'), []);
  const tokenKey = Buffer.from(store.meta('page-token-key', () => randomBytes(32).toString('hex')), 'hex');
  const runner = new FunctionRunner(ctx, deps.credentials);
  let introspection: Promise<void> | undefined;
  const engine = new DataEngine({
    appSyncSdl: definition.appSyncSdl,
    modelSdl: definition.sdl,
    authModes: definition.modes,
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
  const subscriptions = new SubscriptionHub(engine, ctx.log);
  const realtime = createRealtimeServer({ hub: subscriptions, auth, clock: deps.clock, log: ctx.log });

  const handler = createGraphQLHandler({ engine, ...auth });

  return {
    engine,
    subscriptions,
    handler,
    upgrade: realtime.upgrade,
    async seed() {
      await seedDemoRecords(engine, { users: deps.users, operator: ctx.operator });
    },
    close() {
      realtime.close();
      subscriptions.close();
      void runner.close();
      store.close();
    },
  };
}

/** A backend without defineData: no GraphQL endpoint (the gateway answers 404). */
function withoutData(): DataService & { engine: DataEngine } {
  return {
    get engine(): DataEngine {
      throw new Error('this backend defines no data (defineData)');
    },
    handler: async () => false,
    upgrade: () => false,
    async seed() {},
    close() {},
  };
}

export { requestId };
