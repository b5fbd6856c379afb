// AppSync's request limits: the API's query depth limit and resolver count limit, configured in
// the backend definition (this site: amplify/data/api-limits.ts, applied by backend.ts to the GraphQL API),
// with AppSync's defaults when a backend sets none; and the measures of a document they need,
// computed once per fragment so that no document costs more than its size to measure.
import { Kind, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { BackendDescription } from '../backend/description';
import { AppSyncError } from './errors';

export interface ApiLimits {
  /** Deepest nesting of fields (0: no limit, AppSync's default; else 1 to 75). */
  queryDepthLimit: number;
  /** Resolvers one request may invoke (AppSync's default and maximum: 10,000). */
  resolverCountLimit: number;
}

export const APPSYNC_DEFAULT_LIMITS: ApiLimits = { queryDepthLimit: 0, resolverCountLimit: 10_000 };

/**
 * Fields of a document with every fragment spread expanded in place, at most. graphql-java, the
 * engine AppSync's error wording comes from, refuses an operation of more than 100,000
 * normalized fields ("Maximum field count exceeded"); counted here on the document as written,
 * an upper bound of that count, so a document of fragments spread twice per level (2^levels
 * fields from a few kilobytes) is refused after one pass over it.
 */
export const MAX_EXPANDED_FIELDS = 100_000;

/** Where backend.ts sets them: `backend.data.resources.cfnResources.cfnGraphqlApi`. */
const GRAPHQL_API_PATH = ['data', 'resources', 'cfnResources', 'cfnGraphqlApi'];
const PROPERTY_NAMES: Record<string, keyof ApiLimits> = { QueryDepthLimit: 'queryDepthLimit', ResolverCountLimit: 'resolverCountLimit' };

/**
 * The limits a backend sets on its GraphQL API (settings of the API, not defineData options: set
 * in backend.ts on cfnGraphqlApi, as property or by addPropertyOverride), range-checked as
 * AppSync's API checks them; AppSync's defaults for the ones it does not set.
 */
export function apiLimitsOf(backend: Pick<BackendDescription, 'overrides'>): ApiLimits {
  const set: Partial<Record<keyof ApiLimits, unknown>> = {};
  const under = (path: string[], extra: number) => path.length === GRAPHQL_API_PATH.length + extra && GRAPHQL_API_PATH.every((p, i) => path[i] === p);
  for (const override of backend.overrides) {
    const last = override.path[override.path.length - 1];
    if (under(override.path, 1) && (last === 'queryDepthLimit' || last === 'resolverCountLimit')) set[last] = override.value;
    if (under(override.path, 1) && last === 'addPropertyOverride') {
      const [property, value] = override.args ?? [];
      const name = PROPERTY_NAMES[String(property)];
      if (name) set[name] = value;
    }
  }
  const depth = set.queryDepthLimit ?? APPSYNC_DEFAULT_LIMITS.queryDepthLimit;
  const resolvers = set.resolverCountLimit || APPSYNC_DEFAULT_LIMITS.resolverCountLimit;
  if (!Number.isInteger(depth) || (depth as number) < 0 || (depth as number) > 75) throw new Error(`queryDepthLimit must be 0 or 1 to 75, got ${String(depth)}`);
  if (!Number.isInteger(resolvers) || (resolvers as number) < 1 || (resolvers as number) > 10_000) {
    throw new Error(`resolverCountLimit must be 1 to 10000, got ${String(resolvers)}`);
  }
  return { queryDepthLimit: depth as number, resolverCountLimit: resolvers as number };
}

interface Measure {
  /** Deepest field nesting below (and including) this selection set. */
  depth: number;
  /** Fields with every fragment expanded (capped just above the limit: it only has to exceed it). */
  fields: number;
}

const CAP = MAX_EXPANDED_FIELDS + 1;

/**
 * Depth and expanded field count of one operation. Each fragment is measured once and its
 * measure reused wherever it is spread; a fragment met again while being measured (a cycle,
 * which validation reports) counts as empty.
 */
export function measureOperation(document: DocumentNode, operation: DefinitionNode): Measure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const measured = new Map<string, Measure | 'measuring'>();

  const measureSet = (set: SelectionSetNode | undefined): Measure => {
    const out: Measure = { depth: 0, fields: 0 };
    if (!set) return out;
    for (const selection of set.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        const below = measureSet(selection.selectionSet);
        inner = { depth: below.depth + 1, fields: below.fields + 1 };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measureSet(selection.selectionSet);
      } else {
        inner = measureFragment(selection.name.value);
      }
      out.depth = Math.max(out.depth, inner.depth);
      out.fields = Math.min(CAP, out.fields + inner.fields);
    }
    return out;
  };

  const measureFragment = (name: string): Measure => {
    const known = measured.get(name);
    if (known === 'measuring') return { depth: 0, fields: 0 };
    if (known) return known;
    const fragment = fragments.get(name);
    if (!fragment) return { depth: 0, fields: 0 };
    measured.set(name, 'measuring');
    const result = measureSet(fragment.selectionSet);
    measured.set(name, result);
    return result;
  };

  return operation.kind === Kind.OPERATION_DEFINITION ? measureSet(operation.selectionSet) : { depth: 0, fields: 0 };
}

/** The operation a request runs: the named one, or the only one. */
export function selectedOperation(document: DocumentNode, operationName: unknown): DefinitionNode | undefined {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (typeof operationName === 'string') return operations.find((d) => d.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

/** AppSync's request execution time limit. */
export const EXECUTION_TIMEOUT_MS = 30_000;

/** AppSync's answer for a request that ran past its execution time. */
export function executionTimeout(): Record<string, unknown> {
  return { path: null, locations: null, errorType: 'ExecutionTimeout', message: 'Execution timed out.' };
}

/** AppSync's answer for a resolver invoked beyond the resolver count limit. */
export function resolverLimitReached(): AppSyncError {
  return new AppSyncError('Resolver invocation limit reached.', 'ResolverExecutionLimitReached');
}

/** Longest stretch one request's execution keeps the event loop before letting others run. */
const SLICE_MS = 10;

/**
 * One request's execution budget: the resolvers it has invoked (against the resolver count
 * limit) and the time it has held the event loop since it last let other requests run.
 * Resolvers here are mostly synchronous (SQLite, at most a 1 MB page each), so without pauses
 * a request of many resolvers would run as one uninterrupted task.
 */
export class ExecutionBudget {
  resolvers = 0;
  private sliceStart = performance.now();
  private pending: Promise<void> | undefined;

  private readonly deadline: number;

  constructor(
    readonly resolverLimit: number,
    timeoutMs = EXECUTION_TIMEOUT_MS,
  ) {
    this.deadline = performance.now() + timeoutMs;
  }

  /** Counts one resolver invocation; throws AppSync's error beyond the limit, or once the request has timed out. */
  invokeResolver(): void {
    if (performance.now() > this.deadline) throw new AppSyncError('Execution timed out.', 'ExecutionTimeout');
    if (++this.resolvers > this.resolverLimit) throw resolverLimitReached();
  }

  /**
   * Runs `work` now, or after a turn of the event loop when this request has already run for a
   * whole slice. Every resolver waiting on the same pause re-checks the slice when it resumes,
   * so the ones left over when the next slice is spent wait for the turn after that.
   */
  run<T>(work: () => T): T | Promise<T> {
    if (performance.now() - this.sliceStart < SLICE_MS) return work();
    this.pending ??= new Promise<void>((resume) =>
      setImmediate(() => {
        this.pending = undefined;
        this.sliceStart = performance.now();
        resume();
      }),
    );
    return this.pending.then(() => this.run(work));
  }
}
