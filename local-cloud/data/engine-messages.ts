// The messages between the data engine's thread (engine-thread.ts) and the main thread
// (engine-host.ts): requests to run, their answers already serialized, the function
// invocations the engine asks the main thread for (function containers live there), and the
// subscriptions the realtime endpoint registers, whose events come back serialized.
import type { Caller } from './identity';
import type { ApiLimits } from './request-limits';
import type { ResolverContext } from './model-resolvers';
import type { FunctionDefinition } from './schema/model-definition';
import type { ResolvedAuthModes } from '../backend/transform-cli';

export interface EngineThreadData {
  dir: string;
  appSyncSdl: string;
  modelSdl: string;
  authModes: ResolvedAuthModes;
  functions: Record<string, FunctionDefinition>;
  functionsByDataSource: Record<string, FunctionDefinition>;
  limits: ApiLimits;
  /** For publishing the model introspection schema that function handlers read from S3. */
  storageUrl: string;
  region: string;
  operator: { accessKeyId: string; secretAccessKey: string };
}

export interface GraphQLParameters {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** An AppSyncError's parts, to be thrown again on the other side. */
export interface ErrorParts {
  message: string;
  errorType?: string;
  data?: unknown;
  errorInfo?: unknown;
}

export type ToEngine =
  | { type: 'run'; id: number; body: GraphQLParameters; ctx: Pick<ResolverContext, 'caller' | 'request'> }
  | { type: 'invoked'; id: number; ok: true; result: unknown }
  | { type: 'invoked'; id: number; ok: false; error: ErrorParts }
  | { type: 'subscribe'; id: number; request: GraphQLParameters; caller: Caller; headers: Record<string, string> }
  | { type: 'unsubscribe'; id: number }
  | { type: 'close' };

export type FromEngine =
  | { type: 'ready' }
  | { type: 'result'; id: number; json: string }
  | { type: 'failed'; id: number; message: string }
  | { type: 'invoke'; id: number; functionName: string; event: Record<string, unknown> }
  | { type: 'subscribed'; id: number; ok: true }
  | { type: 'subscribed'; id: number; ok: false; errors: Array<Record<string, unknown>> }
  /** An event for one subscription: its response body (`{"data":...}`) as JSON text. */
  | { type: 'event'; id: number; json: string }
  | { type: 'log'; message: string }
  | { type: 'closed' };
