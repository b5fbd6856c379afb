// AppSync subscriptions on the data engine: what the realtime endpoint (realtime.ts) registers
// and what a mutation publishes.
//
// At start, a subscription is checked as AppSync and the generated subscription resolvers check
// it: a valid document with one subscription field, the schema directives for the caller's auth
// mode, and the model's read rules (`listen` counts as read) — a caller denied reading gets
// Unauthorized, an owner-restricted caller subscribes to their own records only (and may not
// name another owner in the `owner` argument).
//
// A mutation field listed in the subscription field's @aws_subscribe(mutations) publishes its
// result with the fields its selection set asked for (AppSync publishes the mutation's
// response, not the stored record). Each subscriber then gets the event if its arguments match
// (AppSync's argument equality), its `filter` argument matches (enhanced filtering, DynamoDB's
// operators), and it may read the record (owner rules per subscriber); the event is executed
// with the subscriber's own identity, so field-level rules hide the fields it may not read.
import {
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';
import { decide, ownsItem, type Decision } from './authz';
import { unauthorized } from './errors';
import { matchesFilter, type Filter } from './filter';
import type { Caller } from './identity';
import { MAX_QUERY_CHARS, type DataEngine, type GraphQLResponseBody, type MutationEvent } from './engine';
import type { ModelInfo } from './model-info';
import type { ResolverContext } from './model-resolvers';
import { variableMessage } from './appsync-messages';

export interface SubscriptionRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface PreparedSubscription {
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
  /** The subscription field (onCreateTodo, ...). */
  fieldName: string;
  /** The mutation fields whose results it receives. */
  mutations: string[];
  /** The field's arguments, coerced. */
  args: Record<string, unknown>;
  model?: ModelInfo;
  decision: Decision;
  caller: Caller;
}

export type PrepareResult = { ok: true; subscription: PreparedSubscription } | { ok: false; errors: Array<Record<string, unknown>> };

export interface Subscriber {
  request: ResolverContext['request'];
  deliver(result: GraphQLResponseBody): void;
}

interface Active {
  prepared: PreparedSubscription;
  subscriber: Subscriber;
}

const error = (errorType: string, message: string) => ({ ok: false as const, errors: [{ errorType, message }] });

/** The root fields of an operation's selection set (fragments flattened, __typename left out). */
function rootFields(set: SelectionSetNode, document: DocumentNode): FieldNode[] {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const out: FieldNode[] = [];
  const visit = (s: SelectionSetNode, seen: Set<string>) => {
    for (const selection of s.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') out.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet, new Set([...seen, selection.name.value]));
      }
    }
  };
  visit(set, new Set());
  return out;
}

/** @aws_subscribe(mutations: [...]) of a subscription field. */
function subscribedMutations(field: GraphQLField<unknown, unknown>): string[] {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'aws_subscribe');
  const arg = directive?.arguments?.find((a) => a.name.value === 'mutations');
  const value = arg ? valueFromASTUntyped(arg.value) : [];
  return Array.isArray(value) ? value.map(String) : [];
}

/** The event: the mutation's result as its selection set asked for it (AppSync publishes that). */
function published(event: MutationEvent): unknown {
  const value = event.value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    // The markers the resolvers keep (typename, "came from a mutation") travel along.
    if (event.selected.has(key) || key.startsWith('__')) out[key] = v;
  }
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
}

export class SubscriptionHub {
  private readonly byMutation = new Map<string, Set<Active>>();
  private readonly stopListening: () => void;

  constructor(
    private readonly engine: DataEngine,
    private readonly log: (message: string) => void = () => {},
  ) {
    this.stopListening = engine.onMutation((event) => this.publish(event));
  }

  /** Subscriptions registered, for tests and the benchmark. */
  get size(): number {
    let n = 0;
    for (const set of this.byMutation.values()) n += set.size;
    return n;
  }

  /** Checks a subscription request for a caller; the errors are AppSync's. */
  async prepare(request: SubscriptionRequest, caller: Caller): Promise<PrepareResult> {
    const { query } = request;
    if (typeof query !== 'string' || query.trim() === '') return error('UnsupportedOperation', 'unknown not supported through the realtime channel');
    if (query.length > MAX_QUERY_CHARS) return error('BadRequestException', `Query exceeds the maximum size of ${MAX_QUERY_CHARS} characters.`);
    const variables = request.variables ?? undefined;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
      return error('MalformedHttpRequestException', 'Variables must be a JSON object.');
    }
    // The same checks as a request over HTTP: size, expanded fields, validation, depth limit.
    const checked = await this.engine.document(query);
    if ('errors' in checked) return { ok: false, errors: checked.errors };
    const { document } = checked;
    const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation) return error('BadRequestException', 'The document has no operation to run (name it with operationName when it has several).');
    if (operation.operation !== 'subscription') return error('UnsupportedOperation', `${operation.operation} not supported through the realtime channel`);
    const depthError = this.engine.depthLimitError(checked, operationName);
    if (depthError) return { ok: false, errors: [depthError] };
    const subscriptionType = this.engine.schema.getSubscriptionType() as GraphQLObjectType;
    const fields = rootFields(operation.selectionSet, document);
    if (fields.length !== 1) return error('BadRequestException', 'A subscription must select exactly one subscription field.');
    const fieldNode = fields[0];
    const fieldName = fieldNode.name.value;
    const field = subscriptionType.getFields()[fieldName];

    const coerced = getVariableValues(this.engine.schema, operation.variableDefinitions ?? [], (variables as Record<string, unknown>) ?? {});
    if (coerced.errors) return { ok: false, errors: coerced.errors.map((e) => ({ path: null, locations: null, message: variableMessage(e) })) };
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(field, fieldNode, coerced.coerced);
    } catch (e) {
      return { ok: false, errors: [{ path: null, locations: null, message: variableMessage(e as never) }] };
    }

    const denied = () => ({ ok: false as const, errors: [{ errorType: 'Unauthorized', message: unauthorized(fieldName, subscriptionType.name).message }] });
    if (!this.engine.allows(subscriptionType.name, fieldName, caller)) return denied();
    const model = this.engine.info.models.get(getNamedType(field.type).name);
    const mutations = subscribedMutations(field);
    let decision: Decision = { kind: 'all' };
    if (model) {
      decision = decide(caller, model.rules, 'read');
      if (decision.kind === 'denied') return denied();
      const owner = args.owner;
      if (decision.kind === 'owner' && typeof owner === 'string') {
        // Naming an owner narrows what arrives; naming someone else's is refused.
        if (!decision.rules.some((r) => r.values.includes(owner))) return denied();
      }
    } else {
      const custom = this.engine.info.customOperations.get(`${subscriptionType.name}.${fieldName}`);
      if (custom?.rules.length) {
        decision = decide(caller, custom.rules, 'read');
        if (decision.kind !== 'all') return denied();
      }
    }
    return {
      ok: true,
      subscription: { document, variables: (variables as Record<string, unknown>) ?? undefined, operationName, fieldName, mutations, args, model, decision, caller },
    };
  }

  /** Registers a prepared subscription; the returned function removes it. */
  add(prepared: PreparedSubscription, subscriber: Subscriber): () => void {
    const active: Active = { prepared, subscriber };
    for (const mutation of prepared.mutations) {
      let set = this.byMutation.get(mutation);
      if (!set) this.byMutation.set(mutation, (set = new Set()));
      set.add(active);
    }
    return () => {
      for (const mutation of prepared.mutations) {
        const set = this.byMutation.get(mutation);
        set?.delete(active);
        if (set?.size === 0) this.byMutation.delete(mutation);
      }
    };
  }

  close(): void {
    this.stopListening();
    this.byMutation.clear();
  }

  private matches(prepared: PreparedSubscription, payload: unknown): boolean {
    if (!payload || typeof payload !== 'object') return true;
    const item = payload as Record<string, unknown>;
    const ownerFields = new Set(prepared.model?.rules.flatMap((r) => (r.ownerField ? [r.ownerField] : [])));
    for (const [name, value] of Object.entries(prepared.args)) {
      if (name === 'filter' || value === undefined || value === null) continue;
      const actual = item[name];
      // An owner field holds `sub::username`; the argument names the owner as any of its parts.
      if (ownerFields.has(name) && typeof actual === 'string') {
        if (actual !== value && !actual.split('::').includes(String(value))) return false;
      } else if (!sameValue(actual, value)) return false;
    }
    try {
      if (!matchesFilter(item, prepared.args.filter as Filter | undefined)) return false;
    } catch {
      return false;
    }
    return prepared.decision.kind !== 'owner' || ownsItem(prepared.decision, item);
  }

  private publish(event: MutationEvent): void {
    const listening = this.byMutation.get(event.fieldName);
    if (!listening?.size) return;
    const payload = published(event);
    for (const { prepared, subscriber } of [...listening]) {
      if (!this.matches(prepared, payload)) continue;
      const ctx: ResolverContext = { caller: prepared.caller, request: subscriber.request };
      this.engine
        .execute(prepared.document, prepared.variables, prepared.operationName, ctx, { [prepared.fieldName]: payload })
        .then((result) => subscriber.deliver(result))
        .catch((e: Error) => this.log(`subscription ${prepared.fieldName} could not be delivered: ${e.stack ?? e}`));
    }
  }
}
