// The data engine in a thread of its own (started by engine-host.ts through engine-worker.mjs):
// GraphQL execution, its SQLite reads and writes and the garbage a large answer leaves behind
// stay off the main thread, whose event loop also serves S3 and Cognito. Answers go back
// serialized; function invocations are asked of the main thread, where the containers run.
// Subscriptions live here too (subscriptions.ts): a mutation committed by this engine is
// filtered and executed for each subscriber with its own identity in this thread, and only
// the finished events go to the main thread, which writes them to the WebSockets.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { DataEngine, serializeResult } from './engine';
import type { EngineThreadData, ErrorParts, FromEngine, ToEngine } from './engine-messages';
import { AppSyncError } from './errors';
import { publishModelIntrospection } from './model-introspection';
import { PageTokens } from './paging';
import { ModelStore } from './store';
import { SubscriptionHub } from './subscriptions';

const port = parentPort!;
const data = workerData as EngineThreadData;
const send = (message: FromEngine) => port.postMessage(message);
const log = (message: string) => send({ type: 'log', message });

const store = new ModelStore(join(data.dir, 'data.sqlite'), []);
const tokenKey = Buffer.from(store.meta('page-token-key', () => randomBytes(32).toString('hex')), 'hex');

const invocations = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
let nextInvocation = 1;
let introspection: Promise<void> | undefined;

const engine = new DataEngine({
  appSyncSdl: data.appSyncSdl,
  modelSdl: data.modelSdl,
  authModes: data.authModes,
  store,
  tokens: new PageTokens(tokenKey),
  functions: data.functions,
  functionsByDataSource: data.functionsByDataSource,
  limits: data.limits,
  log,
  invoker: {
    async invoke(fn, event) {
      // Functions read the model introspection schema from S3 (getAmplifyDataClientConfig).
      introspection ??= publishModelIntrospection(
        { region: data.region, storageUrl: data.storageUrl, operator: data.operator },
        data.modelSdl,
      ).catch((error: Error) => {
        introspection = undefined;
        log(`could not publish the model introspection schema: ${error.message}`);
      });
      await introspection;
      const id = nextInvocation++;
      return new Promise((resolve, reject) => {
        invocations.set(id, { resolve, reject });
        send({ type: 'invoke', id, functionName: fn.name, event });
      });
    },
  },
});
store.createTables(engine.info.models.values());
const hub = new SubscriptionHub(engine, log);
/** Subscription id (the host's) → its removal; undefined while its start is being checked. */
const subscriptions = new Map<number, (() => void) | undefined>();

async function subscribe(message: Extract<ToEngine, { type: 'subscribe' }>): Promise<void> {
  subscriptions.set(message.id, undefined);
  const prepared = await hub.prepare(message.request, message.caller);
  // Stopped while its document was being checked: nothing to add.
  if (!subscriptions.has(message.id)) return;
  if (!prepared.ok) {
    subscriptions.delete(message.id);
    send({ type: 'subscribed', id: message.id, ok: false, errors: prepared.errors });
    return;
  }
  subscriptions.set(
    message.id,
    hub.add(prepared.subscription, {
      request: { headers: message.headers, domainName: null },
      deliver: (result) => void serializeResult(result).then((json) => send({ type: 'event', id: message.id, json })),
    }),
  );
  send({ type: 'subscribed', id: message.id, ok: true });
}

function rebuild(error: ErrorParts): Error {
  return error.errorType ? new AppSyncError(error.message, error.errorType, error.data ?? null, error.errorInfo ?? null) : new Error(error.message);
}

port.on('message', (message: ToEngine) => {
  switch (message.type) {
    case 'run':
      engine
        .run(message.body, message.ctx)
        .then(serializeResult)
        .then(
          (json) => send({ type: 'result', id: message.id, json }),
          (error: Error) => {
            log(`engine failure: ${error.stack ?? error.message}`);
            send({ type: 'failed', id: message.id, message: error.message });
          },
        );
      return;
    case 'invoked': {
      const pending = invocations.get(message.id);
      invocations.delete(message.id);
      if (message.ok) pending?.resolve(message.result);
      else pending?.reject(rebuild(message.error));
      return;
    }
    case 'subscribe':
      subscribe(message).catch((error: Error) => {
        log(`subscription failure: ${error.stack ?? error.message}`);
        subscriptions.delete(message.id);
        send({ type: 'subscribed', id: message.id, ok: false, errors: [{ errorType: 'InternalFailure', message: 'An internal failure occurred.' }] });
      });
      return;
    case 'unsubscribe':
      subscriptions.get(message.id)?.();
      subscriptions.delete(message.id);
      return;
    case 'close':
      hub.close();
      engine.close();
      store.close();
      send({ type: 'closed' });
      port.close();
  }
});
send({ type: 'ready' });
