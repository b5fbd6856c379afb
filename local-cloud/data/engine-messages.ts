// The messages between the data engine's thread (engine-thread.ts) and the main thread
// (engine-host.ts): requests to run, their answers already serialized, and the function
// invocations the engine asks the main thread for (function containers live there).
import type { ApiLimits } from './request-limits';
import type { ResolverContext } from './model-resolvers';
import type { FunctionDefinition } from './schema/model-definition';

export interface EngineThreadData {
  dir: string;
  appSyncSdl: string;
  modelSdl: string;
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
  | { type: 'close' };

export type FromEngine =
  | { type: 'ready' }
  | { type: 'result'; id: number; json: string }
  | { type: 'failed'; id: number; message: string }
  | { type: 'invoke'; id: number; functionName: string; event: Record<string, unknown> }
  | { type: 'log'; message: string }
  | { type: 'closed' };
