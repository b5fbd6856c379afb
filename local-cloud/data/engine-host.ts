// The main thread's side of the data engine's thread (engine-thread.ts): sends it the
// requests to run, gets their answers back as JSON text, and runs the function invocations it
// asks for. A thread that dies (a request that exhausted its heap) fails the requests in
// flight and is replaced for the next ones.
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GraphQLResponseBody, FunctionInvoker } from './engine';
import type { EngineThreadData, FromEngine, GraphQLParameters, ToEngine } from './engine-messages';
import { AppSyncError } from './errors';
import type { ResolverContext } from './model-resolvers';

const WORKER_FILE = resolve(import.meta.dirname, 'engine-worker.mjs');

/** The engine thread's heap: a request that needs more fails alone, the rest of the process goes on. */
const ENGINE_HEAP_MB = 1024;

export interface GraphQLRunner {
  /** Runs one request; answers AppSync's response body as JSON text. */
  runJson(body: GraphQLParameters, ctx: Pick<ResolverContext, 'caller' | 'request'>): Promise<string>;
  run(body: GraphQLParameters, ctx: Pick<ResolverContext, 'caller' | 'request'>): Promise<GraphQLResponseBody>;
}

interface Thread {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, { resolve: (json: string) => void; reject: (error: Error) => void }>;
}

export class EngineHost implements GraphQLRunner {
  private thread: Thread;
  private nextId = 1;
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

  close(): Promise<void> {
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
