// The local cloud's AppSync: POST /graphql on the gateway and its realtime endpoint
// (/graphql/realtime), generated from the backend's defineData. The engine runs in a thread of
// its own (engine-host.ts), subscriptions included; the function containers, the
// authentication of each request and the WebSockets stay here, on the main thread.
import type { CredentialStore, DataService, LocalCloudContext, TokenVerifier, UserDirectory } from '../shared/contracts';
import { EngineHost } from './engine-host';
import { FunctionRunner } from './functions';
import { createGraphQLHandler } from './graphql-http';
import { requestId } from './errors';
import { loadModelDefinition } from './schema/model-definition';
import { loadBackend } from '../backend/description';
import { apiLimitsOf, type ApiLimits } from './request-limits';
import { seedDemoRecords } from './seed';
import { ApiKeys } from './api-key';
import { createRealtimeServer } from './realtime';

export interface DataServiceDeps {
  credentials: CredentialStore;
  tokens: TokenVerifier;
  users: UserDirectory;
  /** Time source for expiries the service itself keeps (the API key's); tests move it. */
  clock?: () => number;
  /** AppSync's request limits; default: those the backend definition sets (request-limits.ts). */
  limits?: ApiLimits;
}

export async function createDataService(ctx: LocalCloudContext, deps: DataServiceDeps): Promise<DataService & { engine: EngineHost }> {
  const backend = ctx.backend ?? loadBackend();
  const definition = loadModelDefinition(backend);
  if (!definition) return withoutData();
  const apiKeys = definition.modes.apiKey ? new ApiKeys(definition.modes.apiKey.expiresInDays, deps.clock) : undefined;
  const auth = { credentials: deps.credentials, tokens: deps.tokens, operator: ctx.operator, apiKeys };
  const runner = new FunctionRunner(ctx, deps.credentials);
  runner.prepare(Object.values(definition.functions));
  const engine = new EngineHost(
    {
      dir: ctx.dir,
      appSyncSdl: definition.appSyncSdl,
      modelSdl: definition.sdl,
      authModes: definition.modes,
      functions: definition.functions,
      functionsByDataSource: definition.functionsByDataSource,
      limits: deps.limits ?? apiLimitsOf(backend),
      storageUrl: ctx.storageUrl,
      region: ctx.region,
      operator: ctx.operator,
    },
    runner,
    ctx.log,
  );
  await engine.ready();
  const realtime = createRealtimeServer({ subscriptions: engine, auth, clock: deps.clock, log: ctx.log });

  const handler = createGraphQLHandler({ engine, ...auth });

  return {
    engine,
    handler,
    upgrade: realtime.upgrade,
    async seed() {
      await seedDemoRecords(engine, { users: deps.users, operator: ctx.operator });
    },
    close() {
      realtime.close();
      void engine.close();
      void runner.close();
    },
  };
}

/** A backend without defineData: no GraphQL endpoint (the gateway answers 404). */
function withoutData(): DataService & { engine: EngineHost } {
  return {
    get engine(): EngineHost {
      throw new Error('this backend defines no data (defineData)');
    },
    handler: async () => false,
    upgrade: () => false,
    async seed() {},
    close() {},
  };
}

export { requestId };
