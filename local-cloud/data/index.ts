// The local cloud's AppSync: POST /graphql on the gateway, generated from amplify/data.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CredentialStore, DataService, LocalCloudContext, TokenVerifier, UserDirectory } from '../shared/contracts';
import { DataEngine } from './engine';
import { FunctionRunner } from './functions';
import { authenticate, AuthenticationError } from './identity';
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

/** AppSync refuses request bodies above 1 MB... of query; we allow variables some room too. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

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
  const auth = { ...deps, apiKeys };
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

  const handler = async (req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<boolean> => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/graphql') return false;
    const id = crypto.randomUUID();
    const send = (status: number, payload: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'x-amzn-requestid': id, ...extra });
      res.end(JSON.stringify(payload));
    };
    if (req.method !== 'POST' && req.method !== 'GET') {
      send(405, { errors: [{ errorType: 'MethodNotAllowedException', message: 'Only POST and GET are supported.' }] });
      return true;
    }
    if (body.length > MAX_BODY_BYTES) {
      send(413, { errors: [{ errorType: 'BadRequestException', message: 'Request body too large.' }] });
      return true;
    }
    let caller;
    try {
      caller = await authenticate(req, body, auth);
    } catch (error) {
      if (!(error instanceof AuthenticationError)) throw error;
      send(error.status, { errors: [{ errorType: 'UnauthorizedException', message: error.message }] }, { 'x-amzn-errortype': 'UnauthorizedException' });
      return true;
    }
    const malformed = (message: string) =>
      send(400, { errors: [{ message, errorType: 'MalformedHttpRequestException' }] }, { 'x-amzn-errortype': 'MalformedHttpRequestException' });
    let parsed: Record<string, unknown>;
    if (req.method === 'GET') {
      // AppSync also answers queries sent as GET with query, variables and operationName parameters.
      const params = new URL(req.url ?? '/', 'http://local').searchParams;
      try {
        parsed = {
          query: params.get('query') ?? undefined,
          variables: params.get('variables') ? JSON.parse(params.get('variables') as string) : undefined,
          operationName: params.get('operationName') ?? undefined,
        };
      } catch {
        malformed('Unable to parse GraphQL query.');
        return true;
      }
    } else {
      if (body.length === 0) {
        malformed('Request body is empty.');
        return true;
      }
      try {
        parsed = JSON.parse(body.toString('utf8'));
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || typeof parsed.query !== 'string' || parsed.query.trim() === '') throw new Error('no query');
      } catch {
        malformed('Unable to parse GraphQL query.');
        return true;
      }
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : Array.isArray(v) ? [[k, v.join(',')]] : [])),
    );
    const result = await engine.run(parsed, { caller, request: { headers, domainName: null } });
    send(200, result);
    return true;
  };

  return {
    engine,
    subscriptions,
    handler,
    upgrade: realtime.upgrade,
    async seed() {
      await seedDemoRecords(engine, deps);
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
