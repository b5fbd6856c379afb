// The executable AppSync API: the transformed schema (graphql-js), the model resolvers and
// the function resolvers wired onto it, the schema-directive check on every field, and the
// request pipeline with AppSync's limits and error shapes.
import {
  buildSchema,
  defaultFieldResolver,
  execute,
  GraphQLError,
  GraphQLObjectType,
  Kind,
  parse,
  specifiedRules,
  validate,
  getOperationAST,
  type ASTVisitor,
  type DocumentNode,
  type SelectionSetNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type ValidationContext,
} from 'graphql';
import { decide, isIamPolicyPrincipal, SchemaDirectiveAuth } from './authz';
import type { Caller } from './identity';
import { AppSyncError, unauthorized } from './errors';
import type { FunctionDefinition } from './schema/model-definition';
import type { ResolvedAuthModes } from './schema/transform-cli';
import { readSchemaInfo, type CustomOperation, type SchemaInfo } from './model-info';
import { ModelResolvers, type ResolverContext } from './model-resolvers';
import type { PageTokens } from './paging';
import { APPSYNC_PRELUDE, APPSYNC_SCALARS } from './scalars';
import { validationMessage, variableMessage } from './appsync-messages';
import type { ModelStore } from './store';

/** Deepest selection nesting accepted (AppSync's configurable query depth limit maximum is 75). */
export const MAX_QUERY_DEPTH = 25;
/** Largest query document accepted, in tokens and characters. */
export const MAX_QUERY_TOKENS = 15_000;
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
}

export interface GraphQLResponseBody {
  data?: Record<string, unknown> | null;
  errors?: Array<Record<string, unknown>>;
}

export function buildAppSyncSchema(appSyncSdl: string): GraphQLSchema {
  const schema = buildSchema(`${APPSYNC_PRELUDE}\n${appSyncSdl}`);
  for (const [name, impl] of Object.entries(APPSYNC_SCALARS)) {
    const scalar = schema.getType(name) as typeof impl | undefined;
    if (!scalar) continue;
    scalar.serialize = impl.serialize;
    scalar.parseValue = impl.parseValue;
    scalar.parseLiteral = impl.parseLiteral;
  }
  return schema;
}

function depthLimit(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [(d as { name: { value: string } }).name.value, d]),
    );
    const depthOf = (node: { selectionSet?: { selections: readonly unknown[] } }, seen: Set<string>): number => {
      if (!node.selectionSet) return 0;
      let deepest = 0;
      for (const sel of node.selectionSet.selections as Array<Record<string, any>>) {
        if (sel.kind === Kind.FRAGMENT_SPREAD) {
          const name = sel.name.value as string;
          if (seen.has(name)) continue;
          const frag = fragments.get(name) as any;
          if (frag) deepest = Math.max(deepest, depthOf(frag, new Set([...seen, name])));
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(sel as any, seen));
        } else {
          deepest = Math.max(deepest, 1 + depthOf(sel as any, seen));
        }
        if (deepest > max) return deepest;
      }
      return deepest;
    };
    return {
      OperationDefinition(node) {
        const depth = depthOf(node, new Set());
        if (depth > max) {
          context.reportError(new GraphQLError(`Query depth of ${depth} exceeds the maximum allowed depth of ${max}`, { nodes: node }));
        }
      },
    };
  };
}

export class DataEngine {
  readonly schema: GraphQLSchema;
  readonly info: SchemaInfo;
  private readonly directiveAuth: SchemaDirectiveAuth;
  private readonly validationRules = [...specifiedRules, depthLimit(MAX_QUERY_DEPTH)];
  private readonly documents = new Map<string, DocumentNode>();

  constructor(private readonly options: EngineOptions) {
    this.schema = buildAppSyncSchema(options.appSyncSdl);
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
    for (const type of Object.values(this.schema.getTypeMap())) {
      if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
      const isRoot = type === query || type === mutation;
      for (const field of Object.values(type.getFields())) {
        const inner = field.resolve ?? defaultFieldResolver;
        const typeName = type.name;
        const publishes = type === mutation;
        field.resolve = (source, args, ctx: ResolverContext, info) => {
          if (!this.directiveAuth.allows(typeName, field.name, ctx.caller)) throw unauthorized(field.name, typeName);
          if (isRoot && !this.iamPolicyAllows(ctx, typeName)) throw unauthorized(field.name, typeName);
          const result = inner(source, args, ctx, info);
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
   * Parses and validates a document with the request limits and AppSync's wording of errors;
   * validated documents are cached.
   */
  document(query: string): { document: DocumentNode } | { errors: Array<Record<string, unknown>> } {
    let document = this.documents.get(query);
    if (document) {
      this.documents.delete(query);
      this.documents.set(query, document);
      return { document };
    }
    try {
      document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
    } catch (error) {
      return { errors: [validationError(error as GraphQLError, 'InvalidSyntax')] };
    }
    const errors = validate(this.schema, document, this.validationRules, { maxErrors: 20 });
    if (errors.length) {
      const doc = document;
      return { errors: errors.map((e) => ({ path: null, locations: locations(e), message: validationMessage(e, doc) })) };
    }
    this.documents.set(query, document);
    if (this.documents.size > DOCUMENT_CACHE_SIZE) this.documents.delete(this.documents.keys().next().value as string);
    return { document };
  }

  /** Executes a validated document for a caller (`rootValue`: the event of a subscription). */
  async execute(
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    operationName: string | undefined,
    ctx: ResolverContext,
    rootValue?: unknown,
  ): Promise<GraphQLResponseBody> {
    const result = await execute({ schema: this.schema, document, variableValues: variables, operationName, contextValue: ctx, rootValue });
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
    // Clients send the same few documents again and again: document() keeps the validated ones.
    const parsed = this.document(body.query);
    if ('errors' in parsed) return { data: null, errors: parsed.errors };
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    if (getOperationAST(parsed.document, operationName)?.operation === 'subscription') {
      return {
        data: null,
        errors: [{ message: 'Subscriptions are served over the realtime WebSocket endpoint (/graphql/realtime), not over HTTP.', errorType: 'UnsupportedOperation' }],
      };
    }
    return this.execute(parsed.document, (body.variables as Record<string, unknown>) ?? undefined, operationName, ctx);
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

function locations(error: GraphQLError) {
  return (error.locations ?? []).map((l) => ({ line: l.line, column: l.column, sourceName: null }));
}

function validationError(error: GraphQLError, kind: string): Record<string, unknown> {
  return { path: null, locations: locations(error), message: `Validation error of type ${kind}: ${error.message}` };
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
