// The executable AppSync API: the transformed schema (graphql-js), the model resolvers and
// the function resolvers wired onto it, the schema-directive check on every field, and the
// request pipeline with AppSync's limits and error shapes. Documents are checked in a worker
// thread (document-validator.ts) and execution pauses every few milliseconds, so no request
// holds the event loop that every service of the local cloud shares.
import {
  defaultFieldResolver,
  execute,
  type GraphQLError,
  GraphQLObjectType,
  parse,
  getOperationAST,
  Kind,
  type DocumentNode,
  type SelectionSetNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { decide, isIamPolicyPrincipal, SchemaDirectiveAuth } from './authz';
import type { Caller } from './identity';
import { MAX_QUERY_TOKENS, errorLocations } from './document-check';
import { DocumentValidator } from './document-validator';
import { AppSyncError, unauthorized } from './errors';
import { buildAppSyncSchema } from './graphql-schema';
import type { FunctionDefinition } from './schema/model-definition';
import type { ResolvedAuthModes } from '../backend/transform-cli';
import { readSchemaInfo, type CustomOperation, type SchemaInfo } from './model-info';
import { ModelResolvers, type ResolverContext } from './model-resolvers';
import type { PageTokens } from './paging';
import { APPSYNC_DEFAULT_LIMITS, EXECUTION_TIMEOUT_MS, ExecutionBudget, executionTimeout, type ApiLimits } from './request-limits';
import { variableMessage } from './appsync-messages';
import type { ModelStore } from './store';

export { buildAppSyncSchema, MAX_QUERY_TOKENS };
/** Largest query document accepted, in characters. */
export const MAX_QUERY_CHARS = 256 * 1024;
/** Parsed and validated documents kept (least recently used dropped first). */
const DOCUMENT_CACHE_SIZE = 500;

export interface FunctionInvoker {
  invoke(fn: FunctionDefinition, event: Record<string, unknown>): Promise<unknown>;
}

export interface EngineOptions {
  appSyncSdl: string;
  /** The API's authorization modes (default: IAM by default, as this site's API). */
  authModes?: ResolvedAuthModes;
  modelSdl: string;
  store: ModelStore;
  tokens: PageTokens;
  functionsByDataSource: Record<string, FunctionDefinition>;
  functions: Record<string, FunctionDefinition>;
  invoker: FunctionInvoker;
  /** Where unexpected resolver failures are reported (the client only sees InternalFailure). */
  log?: (message: string) => void;
  /** The API's query depth and resolver count limits (default: AppSync's defaults). */
  limits?: ApiLimits;
  /** Default 30 s, as AppSync. */
  executionTimeoutMs?: number;
}

export interface GraphQLResponseBody {
  data?: Record<string, unknown> | null;
  errors?: Array<Record<string, unknown>>;
}

/** A checked document and the depth of each of its operations ('' for an anonymous one). */
export interface CheckedDocument {
  document: DocumentNode;
  depths: Record<string, number>;
}

export class DataEngine {
  readonly schema: GraphQLSchema;
  readonly info: SchemaInfo;
  readonly limits: ApiLimits;
  /** AppSync's request execution time limit (30 s). */
  private readonly executionTimeoutMs: number;
  private readonly directiveAuth: SchemaDirectiveAuth;
  private readonly validator: DocumentValidator;
  private readonly documents = new Map<string, CheckedDocument>();

  constructor(private readonly options: EngineOptions) {
    this.schema = buildAppSyncSchema(options.appSyncSdl);
    this.limits = options.limits ?? APPSYNC_DEFAULT_LIMITS;
    this.executionTimeoutMs = options.executionTimeoutMs ?? EXECUTION_TIMEOUT_MS;
    this.validator = new DocumentValidator(options.appSyncSdl, options.log);
    const query = this.schema.getQueryType() as GraphQLObjectType;
    const mutation = this.schema.getMutationType() as GraphQLObjectType;
    this.info = readSchemaInfo(
      options.modelSdl,
      new Set(Object.keys(query.getFields())),
      new Set(Object.keys(mutation.getFields())),
    );
    this.directiveAuth = new SchemaDirectiveAuth(this.schema, options.authModes?.defaultMode);
    this.wire();
  }

  private wire(): void {
    const { store, tokens } = this.options;
    const resolvers = new ModelResolvers(store, tokens, this.info.models);
    const query = this.schema.getQueryType() as GraphQLObjectType;
    const mutation = this.schema.getMutationType() as GraphQLObjectType;
    const qf = query.getFields();
    const mf = mutation.getFields();
    /** Fields that have a resolver in AppSync (root fields and relations): they count against the resolver count limit. */
    const resolverFields = new Set<string>();
    for (const model of this.info.models.values()) {
      // The list field is the one returning the model's connection without index arguments.
      const list = Object.values(qf).find(
        (f) => String(f.type) === `Model${model.name}Connection` && !this.info.indexQueries.has(f.name),
      );
      if (list) model.ops.list = list.name;
      if (qf[model.ops.get]) qf[model.ops.get].resolve = resolvers.get(model);
      if (qf[model.ops.list]) qf[model.ops.list].resolve = resolvers.list(model);
      if (mf[model.ops.create]) mf[model.ops.create].resolve = resolvers.create(model);
      if (mf[model.ops.update]) mf[model.ops.update].resolve = resolvers.update(model);
      if (mf[model.ops.delete]) mf[model.ops.delete].resolve = resolvers.delete(model);
      const type = this.schema.getType(model.name) as GraphQLObjectType;
      const fields = type.getFields();
      for (const relation of model.relations.values()) {
        if (!fields[relation.field]) continue;
        resolverFields.add(`${model.name}.${relation.field}`);
        fields[relation.field].resolve =
          relation.kind === 'hasMany' ? resolvers.hasMany(relation) : resolvers.belongsTo(relation);
      }
      // Owner fields are stored as `sub::username` and read back as the username.
      for (const rule of model.rules) {
        if (rule.allow !== 'owner' || !rule.ownerField || !fields[rule.ownerField]) continue;
        const ownerField = rule.ownerField;
        fields[ownerField].resolve = (source: Record<string, unknown>) => {
          const v = source[ownerField];
          const last = (s: unknown) => (typeof s === 'string' ? s.split('::').pop() : s);
          return Array.isArray(v) ? v.map(last) : last(v);
        };
      }
      // Fields with their own @auth rules are checked on read.
      for (const f of model.fields.values()) {
        if (!f.rules || !fields[f.name]) continue;
        const check = resolvers.fieldRead(model, f.name);
        const inner = fields[f.name].resolve ?? defaultFieldResolver;
        fields[f.name].resolve = (source, args, ctx, info) => {
          if (!isIamPolicyPrincipal(ctx.caller)) check(source, ctx, info);
          return inner(source, args, ctx, info);
        };
      }
    }
    for (const [field, { model, index }] of this.info.indexQueries) {
      if (qf[field]) qf[field].resolve = resolvers.indexQuery(model, index);
    }
    for (const op of this.info.customOperations.values()) {
      if (op.parentType === 'Subscription') continue;
      const target = (op.parentType === 'Query' ? qf : mf)[op.field];
      if (target && op.functions.length) target.resolve = this.functionResolver(op);
    }
    // A subscription field resolves to the event it is executed for (see subscriptions.ts):
    // the published mutation result, under the subscription field's name.
    const subscription = this.schema.getSubscriptionType();
    if (subscription) {
      for (const f of Object.values(subscription.getFields())) {
        f.resolve = (source: Record<string, unknown> | undefined) => source?.[f.name] ?? null;
      }
    }
    // Every field first passes AppSync's schema-directive check for the caller's auth mode,
    // and root fields called by a function are checked against the function's IAM policy.
    // Resolver fields count against the resolver count limit and, after a slice of event-loop
    // time, let other requests run before they resolve (a resolver reads at most a 1 MB page,
    // so that is all one stretch of work can hold the loop for).
    for (const type of Object.values(this.schema.getTypeMap())) {
      if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
      const isRoot = type === query || type === mutation;
      for (const field of Object.values(type.getFields())) {
        const inner = field.resolve ?? defaultFieldResolver;
        const typeName = type.name;
        const publishes = type === mutation;
        const counted = isRoot || resolverFields.has(`${typeName}.${field.name}`);
        field.resolve = (source, args, ctx: ResolverContext, info) => {
          if (counted) ctx.budget?.invokeResolver();
          if (!this.directiveAuth.allows(typeName, field.name, ctx.caller)) throw unauthorized(field.name, typeName);
          if (isRoot && !this.iamPolicyAllows(ctx, typeName)) throw unauthorized(field.name, typeName);
          const result = counted && ctx.budget ? ctx.budget.run(() => inner(source, args, ctx, info)) : inner(source, args, ctx, info);
          if (!publishes || this.mutationListeners.length === 0) return result;
          // A mutation that completed is published to the subscriptions listening to it
          // (@aws_subscribe), with the fields its selection set asked for.
          return Promise.resolve(result).then((value) => {
            if (value !== null && value !== undefined) this.publish(field.name, value, info);
            return value;
          });
        };
      }
    }
  }

  private readonly mutationListeners: MutationListener[] = [];

  /** Whether the schema directives admit the caller's auth mode on a field. */
  allows(typeName: string, fieldName: string, caller: Caller): boolean {
    return this.directiveAuth.allows(typeName, fieldName, caller);
  }

  /** Calls `listener` after every mutation field that resolved to a value. */
  onMutation(listener: MutationListener): () => void {
    this.mutationListeners.push(listener);
    return () => {
      const at = this.mutationListeners.indexOf(listener);
      if (at >= 0) this.mutationListeners.splice(at, 1);
    };
  }

  private publish(fieldName: string, value: unknown, info: GraphQLResolveInfo): void {
    const selected = selectedFieldNames(info);
    for (const listener of this.mutationListeners) {
      try {
        listener({ fieldName, value, selected });
      } catch (error) {
        this.options.log?.(`subscription publishing failed for ${fieldName}: ${(error as Error).stack ?? error}`);
      }
    }
  }

  /**
   * Checks a document as AppSync does (document-check.ts, in the validator's thread: parse,
   * expanded field count, validation, depth of each operation); checked documents are cached.
   */
  async document(query: string): Promise<CheckedDocument | { errors: Array<Record<string, unknown>> }> {
    let checked = this.documents.get(query);
    if (checked) {
      this.documents.delete(query);
      this.documents.set(query, checked);
      return checked;
    }
    const check = await this.validator.check(query);
    if (!check.ok) return { errors: check.errors };
    // Parsing again here is linear in the (already accepted) document and keeps its locations.
    checked = { document: parse(query, { maxTokens: MAX_QUERY_TOKENS }), depths: check.depths };
    this.documents.set(query, checked);
    if (this.documents.size > DOCUMENT_CACHE_SIZE) this.documents.delete(this.documents.keys().next().value as string);
    return checked;
  }

  /** Executes a validated document for a caller (`rootValue`: the event of a subscription). */
  async execute(
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    operationName: string | undefined,
    ctx: ResolverContext,
    rootValue?: unknown,
  ): Promise<GraphQLResponseBody> {
    const budget = new ExecutionBudget(this.limits.resolverCountLimit, this.executionTimeoutMs);
    const contextValue: ResolverContext = { ...ctx, budget };
    const executing = Promise.resolve(execute({ schema: this.schema, document, variableValues: variables, operationName, contextValue, rootValue }));
    // AppSync stops a request after 30 s; resolvers not started by then are refused (ExecutionBudget).
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.executionTimeoutMs);
    });
    const settled = await Promise.race([executing, timedOut]).finally(() => clearTimeout(timer));
    if (settled === 'timeout') return { data: null, errors: [executionTimeout()] };
    const result = settled;
    const out: GraphQLResponseBody = { data: (result.data as Record<string, unknown>) ?? null };
    for (const e of result.errors ?? []) {
      if (e.originalError && !(e.originalError instanceof AppSyncError) && e.path) {
        this.options.log?.(`resolver failure at ${e.path.join('.')}: ${e.originalError.stack ?? e.originalError.message}`);
      }
    }
    if (result.errors?.length) {
      // Variable coercion errors come before execution, without a path; AppSync reports them without locations.
      out.errors = result.errors.map((e) => (e.path || e.originalError instanceof AppSyncError ? formatError(e) : { path: null, locations: null, message: variableMessage(e) }));
    }
    return out;
  }

  private iamPolicyAllows(ctx: ResolverContext, typeName: string): boolean {
    if (ctx.caller.mode !== 'iam' || ctx.caller.principal.kind !== 'function') return true;
    const fn = this.options.functions[ctx.caller.principal.functionName ?? ''];
    if (!fn) return false;
    return fn.access.includes(typeName === 'Query' ? 'query' : 'mutate');
  }

  private functionResolver(op: CustomOperation) {
    return async (source: unknown, args: Record<string, unknown>, ctx: ResolverContext, info: GraphQLResolveInfo) => {
      if (!isIamPolicyPrincipal(ctx.caller) && decide(ctx.caller, op.rules, 'read').kind !== 'all') {
        throw unauthorized(info.fieldName, info.parentType.name);
      }
      let prev: unknown = { result: {} };
      let result: unknown = null;
      for (const dataSource of op.functions) {
        const fn = this.options.functionsByDataSource[dataSource];
        if (!fn) throw new AppSyncError(`No function for ${dataSource}`, 'Lambda:ResourceNotFoundException');
        // The payload of the generated "Invoke AWS Lambda data source" request template.
        const event = {
          typeName: info.parentType.name,
          fieldName: info.fieldName,
          arguments: args,
          identity: ctx.caller.identity,
          source: source ?? null,
          request: ctx.request,
          prev,
        };
        result = await this.options.invoker.invoke(fn, event);
        prev = { result };
      }
      return result;
    };
  }

  /**
   * The query depth limit, checked before execution on the operation the request selects, in
   * graphql-java's words (MaxQueryDepthInstrumentation), as AppSync's engine reports it.
   */
  depthLimitError(checked: CheckedDocument, operationName: unknown): Record<string, unknown> | undefined {
    const limit = this.limits.queryDepthLimit;
    if (limit === 0) return undefined;
    const names = Object.keys(checked.depths);
    const name = typeof operationName === 'string' ? operationName : names.length === 1 ? names[0] : undefined;
    const depth = name === undefined ? undefined : checked.depths[name];
    if (depth === undefined || depth <= limit) return undefined;
    return { path: null, locations: null, message: `maximum query depth exceeded ${depth} > ${limit}` };
  }

  close(): void {
    this.validator.close();
  }

  /** Runs one GraphQL request for an authenticated caller. */
  async run(
    body: { query?: unknown; variables?: unknown; operationName?: unknown },
    ctx: ResolverContext,
  ): Promise<GraphQLResponseBody> {
    if (typeof body.query !== 'string' || body.query.trim() === '') {
      return { data: null, errors: [{ message: 'Invalid request: the query is missing or not a string.', errorType: 'MalformedHttpRequestException' }] };
    }
    if (body.query.length > MAX_QUERY_CHARS) {
      return { data: null, errors: [{ message: `Query exceeds the maximum size of ${MAX_QUERY_CHARS} characters.`, errorType: 'BadRequestException' }] };
    }
    if (body.variables !== undefined && body.variables !== null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) {
      return { data: null, errors: [{ message: 'Variables must be a JSON object.', errorType: 'MalformedHttpRequestException' }] };
    }
    // Clients send the same few documents again and again: document() keeps the checked ones.
    const checked = await this.document(body.query);
    if ('errors' in checked) return { data: null, errors: checked.errors };
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    if (getOperationAST(checked.document, operationName)?.operation === 'subscription') {
      return {
        data: null,
        errors: [{ message: 'Subscriptions are served over the realtime WebSocket endpoint (/graphql/realtime), not over HTTP.', errorType: 'UnsupportedOperation' }],
      };
    }
    const depthError = this.depthLimitError(checked, operationName);
    if (depthError) return { data: null, errors: [depthError] };
    return this.execute(checked.document, (body.variables as Record<string, unknown>) ?? undefined, operationName, ctx);
  }
}

/** The names of the fields a resolver's selection set asks for (fragments included, aliases resolved). */
export function selectedFieldNames(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visitSet = (set: SelectionSetNode | undefined) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visitSet(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visitSet(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visitSet(node.selectionSet);
  return names;
}

export interface MutationEvent {
  /** The mutation field (createTodo, ...). */
  fieldName: string;
  /** What its resolver returned. */
  value: unknown;
  /** The fields the mutation's selection set asked for: what AppSync publishes. */
  selected: Set<string>;
}

export type MutationListener = (event: MutationEvent) => void;

const locations = errorLocations;

/** Serializing a large answer also holds the event loop: it is written one root field at a time, pausing between slices. */
const SERIALIZE_SLICE_MS = 10;

export async function serializeResult(result: GraphQLResponseBody): Promise<string> {
  if (!result.data) return JSON.stringify(result);
  const parts: string[] = ['{"data":{'];
  let sliceStart = performance.now();
  let first = true;
  for (const [key, value] of Object.entries(result.data)) {
    if (performance.now() - sliceStart >= SERIALIZE_SLICE_MS) {
      await new Promise<void>((resume) => setImmediate(resume));
      sliceStart = performance.now();
    }
    parts.push(`${first ? '' : ','}${JSON.stringify(key)}:${JSON.stringify(value === undefined ? null : value)}`);
    first = false;
  }
  parts.push('}');
  if (result.errors) parts.push(`,"errors":${JSON.stringify(result.errors)}`);
  parts.push('}');
  return parts.join('');
}


function formatError(error: GraphQLError): Record<string, unknown> {
  const original = error.originalError;
  if (original instanceof AppSyncError) {
    return {
      path: error.path ?? null,
      data: original.data,
      errorType: original.errorType,
      errorInfo: original.errorInfo,
      locations: locations(error),
      message: original.message,
    };
  }
  return {
    path: error.path,
    data: null,
    errorType: original ? 'InternalFailure' : 'GraphQLError',
    errorInfo: null,
    locations: locations(error),
    message: original ? 'An internal failure occurred while resolving this field.' : error.message,
  };
}
