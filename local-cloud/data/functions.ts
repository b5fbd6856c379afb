// Runs the function handlers of amplify/functions as Lambda runs them: each function has
// warm containers (worker threads, each with its own process.env, so concurrent invocations
// never see each other's environment), one invocation per container at a time, more
// containers under load, the function's timeout, and the environment the function gets in
// AWS pointed at the local cloud (temporary credentials of the function's own role, the
// data endpoint, the S3 and Cognito endpoints, the resources it was given access to).
import { Worker } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { CredentialStore, LocalCloudContext } from '../shared/contracts';
import { AppSyncError } from './errors';
import { FunctionBundles } from './function-bundle';
import type { FunctionInvoker } from './engine';
import type { FunctionDefinition } from './schema/model-definition';
import { MODEL_INTROSPECTION_BUCKET, MODEL_INTROSPECTION_KEY } from './runtime-buckets';
import { settings } from '../shared/settings';
import { LOCAL_ACCOUNT_ID, LOCAL_BUCKET_NAME, LOCAL_STORAGE_NAME, LOCAL_USER_POOL_ID, LOCAL_USER_POOL_CLIENT_ID } from '../shared/local-ids';


const WORKER_FILE = resolve(import.meta.dirname, 'function-worker.mjs');
/** Credentials of a container last this long; the container is replaced before they expire. */
const CREDENTIAL_TTL_SECONDS = 12 * 3600;
const CONTAINER_MAX_AGE_MS = 11 * 3600 * 1000;
/** Idle containers are reclaimed after this long, as Lambda reclaims idle execution environments. */
const CONTAINER_IDLE_MS = 5 * 60 * 1000;


interface Container {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
  bornAt: number;
  lastUsed: number;
  pending?: { id: string; resolve: (v: unknown) => void; reject: (e: unknown) => void; timer: NodeJS.Timeout };
}

function toScreamingSnake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();
}

export class FunctionRunner implements FunctionInvoker {
  private containers = new Map<string, Container[]>();
  private queues = new Map<string, Array<() => void>>();
  private closed = false;
  private readonly reaper: NodeJS.Timeout;
  private readonly bundles: FunctionBundles;

  constructor(
    private readonly ctx: LocalCloudContext,
    private readonly credentials: CredentialStore,
    /**
     * Containers per function (Lambda scales much further, but this is one laptop and each
     * container loads the handler's dependencies): LOCAL_CLOUD_FUNCTION_CONCURRENCY, default 2.
     */
    private readonly maxContainers = settings().functionConcurrency,
  ) {
    this.reaper = setInterval(() => this.reapIdle(), 60_000);
    this.reaper.unref();
    this.bundles = new FunctionBundles(join(ctx.dir, 'function-bundles'));
  }

  /**
   * Bundles the functions ahead of their first call (what a deploy does), so that call waits
   * for a container to start, not for the build. A handler that does not build is reported here
   * and again, as Lambda:Unhandled, to each call.
   */
  prepare(functions: Iterable<FunctionDefinition>): void {
    for (const fn of functions) {
      this.bundles.bundle(fn).catch((error: Error) => this.ctx.log(`function ${fn.name} does not build: ${error.message}`));
    }
  }

  private reapIdle(): void {
    const now = Date.now();
    for (const [name, list] of this.containers) {
      const keep = list.filter((c) => c.busy || now - c.lastUsed < CONTAINER_IDLE_MS);
      for (const c of list) if (!keep.includes(c)) void c.worker.terminate();
      this.containers.set(name, keep);
    }
  }

  /** The environment Lambda and the Amplify backend give the function, for the local cloud. */
  environmentFor(fn: FunctionDefinition): Record<string, string> {
    const creds = this.credentials.issue(
      { kind: 'function', roleName: `function:${fn.name}`, functionName: fn.name },
      CREDENTIAL_TTL_SECONDS,
    );
    const storageEnv = `${toScreamingSnake(LOCAL_STORAGE_NAME)}_BUCKET_NAME`;
    return {
      PATH: process.env.PATH ?? '',
      NODE_OPTIONS: '',
      TZ: 'UTC',
      LANG: 'en_US.UTF-8',
      AWS_REGION: this.ctx.region,
      AWS_DEFAULT_REGION: this.ctx.region,
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs20.x',
      AWS_LAMBDA_FUNCTION_NAME: fn.name,
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
      AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
      AWS_ACCESS_KEY_ID: creds.accessKeyId,
      AWS_SECRET_ACCESS_KEY: creds.secretAccessKey,
      AWS_SESSION_TOKEN: creds.sessionToken,
      // Data (what getAmplifyDataClientConfig reads).
      AMPLIFY_DATA_DEFAULT_NAME: 'amplifyData',
      AMPLIFY_DATA_GRAPHQL_ENDPOINT: `${this.ctx.gatewayUrl}/graphql`,
      AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_BUCKET_NAME: MODEL_INTROSPECTION_BUCKET,
      AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_KEY: MODEL_INTROSPECTION_KEY,
      // Storage and auth resources, and the endpoints the AWS SDK uses for them.
      [storageEnv]: LOCAL_BUCKET_NAME,
      AMPLIFY_STORAGE_BUCKET_NAME: LOCAL_BUCKET_NAME,
      AMPLIFY_AUTH_USERPOOL_ID: LOCAL_USER_POOL_ID,
      AMPLIFY_AUTH_USERPOOL_CLIENT_ID: LOCAL_USER_POOL_CLIENT_ID,
      AWS_ENDPOINT_URL_S3: this.ctx.storageUrl,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: this.ctx.gatewayUrl,
      AWS_ENDPOINT_URL_APPSYNC: this.ctx.gatewayUrl,
      ...fn.environment,
    };
  }

  private spawn(fn: FunctionDefinition): Container {
    const worker = new Worker(WORKER_FILE, {
      env: this.environmentFor(fn),
      workerData: {
        entry: fn.entry,
        functionName: fn.name,
        functionArn: `arn:aws:lambda:${this.ctx.region}:${LOCAL_ACCOUNT_ID}:function:${fn.name}`,
      },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    const container: Container = { worker, busy: false, bornAt: Date.now(), lastUsed: Date.now(), ready: Promise.resolve() };
    // The thread starts while the handler is bundled again (a no-op unless it was edited).
    const bundled = this.bundles.bundle(fn).then(
      (bundle) => worker.postMessage({ bundle }),
      (error: Error) => {
        this.remove(fn, container);
        void worker.terminate();
        throw error;
      },
    );
    container.ready = new Promise<void>((ready, failed) => {
      bundled.catch(failed);
      const onMessage = (message: { ready?: boolean }) => {
        if (message.ready) {
          worker.off('message', onMessage);
          ready();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', failed);
    });
    worker.on('message', (message: { id?: string; ok?: boolean; result?: unknown; errorType?: string; errorMessage?: string }) => {
      const pending = container.pending;
      if (!message.id || !pending || pending.id !== message.id) return;
      clearTimeout(pending.timer);
      container.pending = undefined;
      if (message.ok) pending.resolve(message.result);
      else pending.reject(new AppSyncError(message.errorMessage ?? 'Unhandled', 'Lambda:Unhandled'));
    });
    worker.on('error', (error) => {
      this.ctx.log(`function ${fn.name} crashed: ${error.stack ?? error}`);
      this.remove(fn, container);
      container.pending?.reject(new AppSyncError(`RequestId: ${container.pending.id} Error: Runtime exited with error`, 'Lambda:Unhandled'));
      container.pending = undefined;
    });
    worker.on('exit', (code) => {
      this.remove(fn, container);
      const pending = container.pending;
      if (pending) {
        clearTimeout(pending.timer);
        container.pending = undefined;
        pending.reject(new AppSyncError(`RequestId: ${pending.id} Error: Runtime exited with error: exit status ${code}`, 'Lambda:Unhandled'));
      }
    });
    const list = this.containers.get(fn.name) ?? [];
    list.push(container);
    this.containers.set(fn.name, list);
    return container;
  }

  private remove(fn: FunctionDefinition, container: Container): void {
    const list = this.containers.get(fn.name) ?? [];
    this.containers.set(fn.name, list.filter((c) => c !== container));
    this.next(fn.name);
  }

  private next(name: string): void {
    const queue = this.queues.get(name);
    queue?.shift()?.();
  }

  private async acquire(fn: FunctionDefinition): Promise<Container> {
    for (;;) {
      if (this.closed) throw new AppSyncError('The local cloud is shutting down.', 'Lambda:ServiceException');
      const list = (this.containers.get(fn.name) ?? []).filter((c) => {
        if (!c.busy && Date.now() - c.bornAt > CONTAINER_MAX_AGE_MS) {
          void c.worker.terminate();
          return false;
        }
        return true;
      });
      this.containers.set(fn.name, list);
      const idle = list.find((c) => !c.busy);
      if (idle) {
        idle.busy = true;
        return idle;
      }
      if (list.length < this.maxContainers) {
        const fresh = this.spawn(fn);
        fresh.busy = true;
        return fresh;
      }
      await new Promise<void>((wake) => {
        const queue = this.queues.get(fn.name) ?? [];
        queue.push(wake);
        this.queues.set(fn.name, queue);
      });
    }
  }

  async invoke(fn: FunctionDefinition, event: Record<string, unknown>): Promise<unknown> {
    const container = await this.acquire(fn);
    try {
      await container.ready;
      const id = randomUUID();
      const timeoutMs = fn.timeoutSeconds * 1000;
      return await new Promise((resolveResult, reject) => {
        const timer = setTimeout(() => {
          container.pending = undefined;
          // A timed-out container is not reused (Lambda discards its execution environment).
          this.remove(fn, container);
          void container.worker.terminate();
          reject(new AppSyncError(`${new Date().toISOString()} ${id} Task timed out after ${fn.timeoutSeconds.toFixed(2)} seconds`, 'Lambda:Unhandled'));
        }, timeoutMs);
        container.pending = { id, resolve: resolveResult, reject, timer };
        container.worker.postMessage({ id, event: JSON.parse(JSON.stringify(event)), deadline: Date.now() + timeoutMs });
      });
    } catch (error) {
      if (error instanceof AppSyncError) throw error;
      throw new AppSyncError(`Error: Runtime.ImportModuleError: ${(error as Error).message}`, 'Lambda:Unhandled');
    } finally {
      container.busy = false;
      container.lastUsed = Date.now();
      this.next(fn.name);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.reaper);
    const all = [...this.containers.values()].flat();
    this.containers.clear();
    for (const q of this.queues.values()) q.splice(0).forEach((wake) => wake());
    await Promise.all([...all.map((c) => c.worker.terminate()), this.bundles.close()]);
  }
}
