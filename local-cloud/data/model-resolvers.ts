// The resolvers the transformer generates for @model, @index, @hasMany and @belongsTo,
// executed against the SQLite tables with DynamoDB's semantics: scans and queries examine
// `limit` items and then filter, conditions are checked atomically with the write,
// updates REMOVE attributes set to null, nextToken continues after the last item examined.
import { randomUUID } from 'node:crypto';
import type { GraphQLResolveInfo } from 'graphql';
import { decide, ownerFilter, ownsItem, type Decision } from './authz';
import { AppSyncError, conditionalCheckFailed, unauthorized } from './errors';
import { matchesFilter, type Filter } from './filter';
import type { Caller } from './identity';
import type { IndexInfo, ModelInfo, Operation, RelationInfo } from './model-info';
import type { PageTokens } from './paging';
import { ModelStore, type Item, type KeyCondition } from './store';
import type { ExecutionBudget } from './request-limits';

export interface ResolverContext {
  caller: Caller;
  request: { headers: Record<string, string>; domainName: null };
  /** Set by the engine for each request: resolver count and event-loop time (request-limits.ts). */
  budget?: ExecutionBudget;
}

type Args = Record<string, unknown>;

/** AppSync's default page size for list queries. */
const DEFAULT_LIMIT = 100;

export class ModelResolvers {
  constructor(
    private readonly store: ModelStore,
    private readonly tokens: PageTokens,
    private readonly models: Map<string, ModelInfo>,
  ) {}

  private authorize(model: ModelInfo, op: Operation, ctx: ResolverContext, info: GraphQLResolveInfo): Decision {
    const decision = decide(ctx.caller, model.rules, op);
    if (decision.kind === 'denied') throw unauthorized(info.fieldName, info.parentType.name);
    return decision;
  }

  get = (model: ModelInfo) => (_source: unknown, args: Args, ctx: ResolverContext, info: GraphQLResolveInfo) => {
    const decision = this.authorize(model, 'read', ctx, info);
    const item = this.store.get(model, ModelStore.keyOf(model, args));
    if (!item) return null;
    if (decision.kind === 'owner' && !ownsItem(decision, item)) throw unauthorized(info.fieldName, info.parentType.name);
    return item;
  };

  list = (model: ModelInfo) => (_source: unknown, args: Args, ctx: ResolverContext, info: GraphQLResolveInfo) => {
    const decision = this.authorize(model, 'read', ctx, info);
    // With a custom primary key, the list field takes the partition key (and sort key
    // condition): given the partition key it is a Query of the table, otherwise a Scan.
    const partitionKey = model.primaryKey[0];
    if (partitionKey !== 'id' || model.primaryKey.length > 1) {
      if (args[partitionKey] !== undefined && args[partitionKey] !== null) {
        const index: IndexInfo = { partitionKey, sortKeys: model.primaryKey.slice(1) };
        return this.queryPage(model, index, args[partitionKey], this.sortCondition(index, args), args, decision);
      }
    }
    const limit = this.limit(args.limit);
    const scope = `${model.name}:scan`;
    const startKey = typeof args.nextToken === 'string' && args.nextToken ? this.tokens.decode(scope, args.nextToken) : undefined;
    const page = this.store.scan(model, limit, startKey);
    return this.filtered(page.items, page.lastKey, scope, decision, args.filter as Filter | undefined);
  };

  indexQuery =
    (model: ModelInfo, index: IndexInfo) => (_source: unknown, args: Args, ctx: ResolverContext, info: GraphQLResolveInfo) => {
      const decision = this.authorize(model, 'read', ctx, info);
      return this.queryPage(model, index, args[index.partitionKey], this.sortCondition(index, args), args, decision);
    };

  /** The sort key condition argument: named after the sort key, or the camelCase join of several. */
  private sortCondition(index: IndexInfo, args: Args): KeyCondition | undefined {
    if (index.sortKeys.length === 0) return undefined;
    if (index.sortKeys.length === 1) return this.keyCondition(args[index.sortKeys[0]]);
    const argName = index.sortKeys.map((k, i) => (i === 0 ? k : k[0].toUpperCase() + k.slice(1))).join('');
    const condition = this.keyCondition(args[argName]);
    if (!condition) return undefined;
    const composite = (value: unknown, partial: boolean) => {
      const parts: string[] = [];
      for (const key of index.sortKeys) {
        const v = (value as Record<string, unknown> | null)?.[key];
        if (v === undefined || v === null) {
          if (partial) break;
          throw new AppSyncError(`The key condition needs a value for ${key}.`, 'InvalidArgumentsError');
        }
        parts.push(String(v));
      }
      return parts.join('#');
    };
    if (condition.op === 'between') {
      const [lo, hi] = condition.value as unknown[];
      return { op: 'between', value: [composite(lo, true), composite(hi, true)] };
    }
    return { op: condition.op, value: composite(condition.value, condition.op !== 'eq') };
  }

  private queryPage(
    model: ModelInfo,
    index: IndexInfo,
    partition: unknown,
    sort: KeyCondition | undefined,
    args: Args,
    decision: Decision,
  ) {
    const limit = this.limit(args.limit);
    const descending = args.sortDirection === 'DESC';
    const scope = `${model.name}:${index.partitionKey}:${JSON.stringify(partition)}:${descending ? 'D' : 'A'}`;
    const startKey = typeof args.nextToken === 'string' && args.nextToken ? this.tokens.decode(scope, args.nextToken) : undefined;
    const page = this.store.query(model, index, partition, sort, descending, limit, startKey);
    return this.filtered(page.items, page.lastKey, scope, decision, args.filter as Filter | undefined);
  }

  private filtered(items: Item[], lastKey: unknown[] | undefined, scope: string, decision: Decision, filter: Filter | undefined) {
    const authFilter = decision.kind === 'owner' ? ownerFilter(decision) : undefined;
    const visible = items.filter((item) => matchesFilter(item, authFilter) && matchesFilter(item, filter));
    return { items: visible, nextToken: lastKey ? this.tokens.encode(scope, lastKey) : null };
  }

  private limit(value: unknown): number {
    if (value === undefined || value === null) return DEFAULT_LIMIT;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) {
      throw new AppSyncError(
        `1 validation error detected: Value '${n}' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1 (Service: DynamoDb, Status Code: 400)`,
        'DynamoDB:DynamoDbException',
      );
    }
    return n;
  }

  private keyCondition(value: unknown): KeyCondition | undefined {
    if (!value || typeof value !== 'object') return undefined;
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null);
    if (entries.length === 0) return undefined;
    if (entries.length > 1) {
      throw new AppSyncError('Only one of the key conditions may be used at a time.', 'InvalidArgumentsError');
    }
    const [op, operand] = entries[0];
    if (op === 'between' && (!Array.isArray(operand) || operand.length !== 2)) {
      throw new AppSyncError('The between condition needs exactly two values.', 'InvalidArgumentsError');
    }
    return { op: op as KeyCondition['op'], value: operand };
  }

  /** Field-level rules: every input field with its own @auth must allow the operation. */
  private checkFieldRules(model: ModelInfo, op: Operation, input: Item, ctx: ResolverContext, existing?: Item): void {
    const denied = Object.keys(input).filter((name) => {
      const rules = model.fields.get(name)?.rules;
      if (!rules) return false;
      const d = decide(ctx.caller, rules, op);
      if (d.kind === 'all') return false;
      if (d.kind === 'owner') return !ownsItem(d, existing ?? input);
      return true;
    });
    if (denied.length) throw new AppSyncError(`Unauthorized on [${denied.join(', ')}]`, 'Unauthorized');
  }

  /** Reading a field with its own @auth rules. */
  fieldRead = (model: ModelInfo, field: string) => (source: Item, ctx: ResolverContext, info: GraphQLResolveInfo) => {
    const rules = model.fields.get(field)?.rules ?? [];
    const d = decide(ctx.caller, rules, 'read');
    if (d.kind === 'all' || (d.kind === 'owner' && ownsItem(d, source))) return;
    throw unauthorized(info.fieldName, info.parentType.name);
  };

  create = (model: ModelInfo) => (_source: unknown, args: Args, ctx: ResolverContext, info: GraphQLResolveInfo) => {
    const decision = this.authorize(model, 'create', ctx, info);
    const input = { ...((args.input as Item) ?? {}) };
    this.checkFieldRules(model, 'create', input, ctx);
    if (decision.kind === 'owner') {
      for (const rule of decision.rules) {
        const given = input[rule.field];
        if (given === undefined || given === null) input[rule.field] = rule.values[0];
        else if (!rule.values.includes(String(given))) throw unauthorized(info.fieldName, info.parentType.name);
      }
    }
    const now = new Date().toISOString();
    const item: Item = { ...Object.fromEntries(model.defaults), id: randomUUID(), createdAt: now, updatedAt: now };
    for (const [k, v] of Object.entries(input)) if (v !== undefined) item[k] = v;
    item.__typename = model.name;
    const key = ModelStore.keyOf(model, item);
    this.store.transaction(() => {
      const existing = this.store.get(model, key);
      if (existing || !matchesFilter(undefined, args.condition as Filter)) throw conditionalCheckFailed();
      this.store.put(model, item);
    });
    return { ...item, __operation: 'Mutation' };
  };

  update = (model: ModelInfo) => (_source: unknown, args: Args, ctx: ResolverContext, info: GraphQLResolveInfo) => {
    const decision = this.authorize(model, 'update', ctx, info);
    const input = (args.input as Item) ?? {};
    const key = ModelStore.keyOf(model, input);
    const updated = this.store.transaction(() => {
      const existing = this.store.get(model, key);
      if (existing && decision.kind === 'owner' && !ownsItem(decision, existing)) {
        throw unauthorized(info.fieldName, info.parentType.name);
      }
      if (!existing || !matchesFilter(existing, args.condition as Filter)) throw conditionalCheckFailed();
      this.checkFieldRules(model, 'update', Object.fromEntries(Object.entries(input).filter(([k]) => !model.primaryKey.includes(k))), ctx, existing);
      const next: Item = { ...existing, updatedAt: new Date().toISOString() };
      for (const [k, v] of Object.entries(input)) {
        if (model.primaryKey.includes(k) || v === undefined) continue;
        if (v === null) delete next[k];
        else next[k] = v;
      }
      this.store.put(model, next);
      return next;
    });
    return { ...updated, __operation: 'Mutation' };
  };

  delete = (model: ModelInfo) => (_source: unknown, args: Args, ctx: ResolverContext, info: GraphQLResolveInfo) => {
    const decision = this.authorize(model, 'delete', ctx, info);
    const key = ModelStore.keyOf(model, (args.input as Item) ?? {});
    const removed = this.store.transaction(() => {
      const existing = this.store.get(model, key);
      if (existing && decision.kind === 'owner' && !ownsItem(decision, existing)) {
        throw unauthorized(info.fieldName, info.parentType.name);
      }
      if (!existing || !matchesFilter(existing, args.condition as Filter)) throw conditionalCheckFailed();
      this.store.delete(model, key);
      return existing;
    });
    return { ...removed, __operation: 'Mutation' };
  };

  /** hasMany: the related items whose reference fields equal this item's key. */
  hasMany = (relation: RelationInfo) => (source: Item, args: Args, ctx: ResolverContext, info: GraphQLResolveInfo) => {
    const related = this.models.get(relation.relatedModel) as ModelInfo;
    const decision = this.authorize(related, 'read', ctx, info);
    // Relational fields of mutation results are not resolved (subscriptions inherit the
    // parent's auth otherwise): the generated resolvers answer empty.
    if (source.__operation === 'Mutation') return { items: [], nextToken: null };
    const partition = source.id;
    if (partition === undefined || partition === null) return { items: [], nextToken: null };
    const index: IndexInfo = { partitionKey: relation.references[0], sortKeys: relation.references.slice(1) };
    return this.queryPage(related, index, partition, undefined, args, decision);
  };

  /** belongsTo / hasOne: the related item the reference fields point at, if the caller may see it. */
  belongsTo = (relation: RelationInfo) => (source: Item, _args: Args, ctx: ResolverContext, info: GraphQLResolveInfo) => {
    const related = this.models.get(relation.relatedModel) as ModelInfo;
    const decision = this.authorize(related, 'read', ctx, info);
    if (source.__operation === 'Mutation') return null;
    let item: Item | undefined;
    if (relation.kind === 'belongsTo') {
      const id = source[relation.references[0]];
      if (id === undefined || id === null) return null;
      item = this.store.get(related, String(id));
    } else {
      const index: IndexInfo = { partitionKey: relation.references[0], sortKeys: [] };
      item = this.store.query(related, index, source.id, undefined, false, 1).items[0];
    }
    if (!item) return null;
    if (decision.kind === 'owner' && !ownsItem(decision, item)) return null;
    return item;
  };
}
