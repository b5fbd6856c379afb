// The main thread's side of the data engine's thread (engine-thread.ts): sends it the
// requests to run, gets their answers back as JSON text, and runs the function invocations it
// asks for; it also registers the realtime endpoint's subscriptions there and hands their
// events, already filtered, authorized and serialized by the engine's thread, to their sockets.
// A thread that dies (a request that exhausted its heap) fails the requests in flight and is
// replaced for the next ones; the subscriptions it held are registered again with the new one.
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GraphQLResponseBody, FunctionInvoker } from './engine';
import type { EngineThreadData, FromEngine, GraphQLParameters, ToEngine } from './engine-messages';
import { AppSyncError } from './errors';
import type { Caller } from './identity';
import type { ResolverContext } from './model-resolvers';

const WORKER_FILE = resolve(import.meta.dirname, 'engine-worker.mjs');

/** The engine thread's heap: a request that needs more fails alone, the rest of the process goes on. */
const ENGINE_HEAP_MB = 1024;

export interface GraphQLRunner {
  /** Runs one request; answers AppSync's response body as JSON text. */
  runJson(body: GraphQLParameters, ctx: Pick<ResolverContext, 'caller' | 'request'>): Promise<string>;
  run(body: GraphQLParameters, ctx: Pick<ResolverContext, 'caller' | 'request'>): Promise<GraphQLResponseBody>;
}

export type SubscribeResult = { ok: true; remove: () => void } | { ok: false; errors: Array<Record<string, unknown>> };

/** Where the realtime endpoint (realtime.ts) registers subscriptions. */
export interface SubscriptionRegistry {
  /**
   * Checks and registers a subscription for an authenticated caller; `deliver` gets each event's
   * response body (`{"data":...}`) as JSON text. The errors are AppSync's.
   */
  subscribe(request: GraphQLParameters, caller: Caller, headers: Record<string, string>, deliver: (json: string) => void): Promise<SubscribeResult>;
}

interface ActiveSubscription {
  request: GraphQLParameters;
  caller: Caller;
  headers: Record<string, string>;
  deliver: (json: string) => void;
  /** Settles the subscribe call while the engine has not answered it yet. */
  answer?: (result: SubscribeResult) => void;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, { resolve: (json: string) => void; reject: (error: Error) => void }>;
}

export class EngineHost implements GraphQLRunner, SubscriptionRegistry {
  private thread: Thread;
  private nextId = 1;
  private readonly subscriptions = new Map<number, ActiveSubscription>();
  private closing: Promise<void> | undefined;

  constructor(
    private readonly data: EngineThreadData,
    private readonly invoker: FunctionInvoker,
    private readonly log: (message: string) => void,
  ) {
    this.thread = this.start();
  }

  /** Resolves once the engine has opened its store and built its schema (rejects if it cannot). */
  ready(): Promise<void> {
    return this.thread.ready;
  }

  async runJson(body: GraphQLParameters, ctx: Pick<ResolverContext, 'caller' | 'request'>): Promise<string> {
    if (this.closing) throw new Error('The data service is stopping.');
    const thread = this.thread;
    await thread.ready;
    const id = this.nextId++;
    return new Promise((resolveJson, reject) => {
      thread.pending.set(id, { resolve: resolveJson, reject });
      thread.worker.postMessage({ type: 'run', id, body, ctx } satisfies ToEngine);
    });
  }

  async run(body: GraphQLParameters, ctx: Pick<ResolverContext, 'caller' | 'request'>): Promise<GraphQLResponseBody> {
    return JSON.parse(await this.runJson(body, ctx)) as GraphQLResponseBody;
  }

  async subscribe(request: GraphQLParameters, caller: Caller, headers: Record<string, string>, deliver: (json: string) => void): Promise<SubscribeResult> {
    if (this.closing) return { ok: false, errors: [{ errorType: 'InternalFailure', message: 'The data service is stopping.' }] };
    const thread = this.thread;
    await thread.ready;
    const id = this.nextId++;
    return new Promise((answer) => {
      this.subscriptions.set(id, { request, caller, headers, deliver, answer });
      thread.worker.postMessage({ type: 'subscribe', id, request, caller, headers } satisfies ToEngine);
    });
  }

  private unsubscribe(id: number): void {
    if (!this.subscriptions.delete(id) || this.closing) return;
    this.thread.worker.postMessage({ type: 'unsubscribe', id } satisfies ToEngine);
  }

  /** Subscriptions registered (for tests). */
  get subscriptionCount(): number {
    return this.subscriptions.size;
  }

  close(): Promise<void> {
    for (const active of this.subscriptions.values()) active.answer?.({ ok: false, errors: [{ errorType: 'InternalFailure', message: 'The data service is stopping.' }] });
    this.subscriptions.clear();
    this.closing ??= new Promise<void>((done) => {
      const { worker } = this.thread;
      const timer = setTimeout(() => void worker.terminate(), 5000);
      worker.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      worker.postMessage({ type: 'close' } satisfies ToEngine);
    });
    return this.closing;
  }

  private start(): Thread {
    const worker = new Worker(WORKER_FILE, { workerData: this.data, resourceLimits: { maxOldGenerationSizeMb: ENGINE_HEAP_MB } });
    const pending: Thread['pending'] = new Map();
    let markReady: () => void = () => {};
    let failStart: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolveReady, reject) => {
      markReady = resolveReady;
      failStart = reject;
    });
    ready.catch(() => undefined);
    const thread: Thread = { worker, ready, pending };
    worker.on('message', (message: FromEngine) => {
      switch (message.type) {
        case 'ready':
          markReady();
          return;
        case 'subscribed': {
          const active = this.subscriptions.get(message.id);
          const answer = active?.answer;
          if (!active) return;
          active.answer = undefined;
          if (message.ok) {
            answer?.({ ok: true, remove: () => this.unsubscribe(message.id) });
            return;
          }
          this.subscriptions.delete(message.id);
          // A subscription the replacement thread refused again has nobody waiting: it ends silently.
          answer?.({ ok: false, errors: message.errors });
          return;
        }
        case 'event':
          this.subscriptions.get(message.id)?.deliver(message.json);
          return;
        case 'result':
          pending.get(message.id)?.resolve(message.json);
          pending.delete(message.id);
          return;
        case 'failed':
          pending.get(message.id)?.reject(new Error(message.message));
          pending.delete(message.id);
          return;
        case 'invoke':
          void this.invoke(worker, message.id, message.functionName, message.event);
          return;
        case 'log':
          this.log(message.message);
          return;
        case 'closed':
          return;
      }
    });
    worker.on('error', (error) => {
      this.log(`data engine thread failed: ${error.stack ?? error.message}`);
      failStart(error);
    });
    worker.on('exit', (code) => {
      for (const { reject } of pending.values()) reject(new Error(`The data engine stopped (exit code ${code}).`));
      pending.clear();
      failStart(new Error(`The data engine stopped while starting (exit code ${code}).`));
      // A thread lost while serving (not while stopping) is replaced for the requests to come.
      if (!this.closing && this.thread === thread) {
        this.log(`data engine thread exited with code ${code}; starting a new one`);
        this.thread = this.start();
        // Its subscriptions were in the lost thread: the new one takes them over.
        for (const [id, active] of this.subscriptions) {
          this.thread.worker.postMessage({ type: 'subscribe', id, request: active.request, caller: active.caller, headers: active.headers } satisfies ToEngine);
        }
      }
    });
    return thread;
  }

  private async invoke(worker: Worker, id: number, functionName: string, event: Record<string, unknown>): Promise<void> {
    let reply: ToEngine;
    try {
      const fn = this.data.functions[functionName];
      if (!fn) throw new AppSyncError(`No function ${functionName}`, 'Lambda:ResourceNotFoundException');
      reply = { type: 'invoked', id, ok: true, result: await this.invoker.invoke(fn, event) };
    } catch (error) {
      const e = error as Partial<AppSyncError> & Error;
      reply = {
        type: 'invoked',
        id,
        ok: false,
        error: { message: e.message, errorType: e instanceof AppSyncError ? e.errorType : undefined, data: e.data, errorInfo: e.errorInfo },
      };
    }
    worker.postMessage(reply);
  }
}
