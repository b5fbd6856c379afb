// The models, keys, indexes, relations, defaults and @auth rules of the model SDL, read from
// the directives the Amplify transformer reads. Everything the resolvers do is driven by this.
import {
  Kind,
  parse,
  valueFromASTUntyped,
  type DirectiveNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type TypeNode,
} from 'graphql';

export type Operation = 'create' | 'update' | 'delete' | 'read';
export type Provider = 'identityPool' | 'userPools' | 'iam' | 'apiKey' | 'oidc' | 'function';

export interface AuthRule {
  allow: 'public' | 'private' | 'owner' | 'groups' | 'custom';
  provider: Provider;
  operations: Operation[];
  ownerField?: string;
  identityClaim?: string;
  groups?: string[];
  groupClaim?: string;
}

export interface FieldInfo {
  name: string;
  typeName: string;
  list: boolean;
  required: boolean;
  /** Field-level @auth rules; they replace the model's rules for this field. */
  rules?: AuthRule[];
}

export interface IndexInfo {
  queryField?: string;
  partitionKey: string;
  sortKeys: string[];
}

export interface RelationInfo {
  kind: 'hasMany' | 'belongsTo' | 'hasOne';
  field: string;
  relatedModel: string;
  references: string[];
}

export interface ModelInfo {
  name: string;
  fields: Map<string, FieldInfo>;
  primaryKey: string[];
  indexes: IndexInfo[];
  relations: Map<string, RelationInfo>;
  defaults: Map<string, unknown>;
  rules: AuthRule[];
  /** Fields whose values live in indexed columns: keys, index keys, relation references. */
  indexedFields: string[];
  /** Operation field names. */
  ops: { get: string; list: string; create: string; update: string; delete: string };
}

export interface CustomOperation {
  parentType: 'Query' | 'Mutation' | 'Subscription';
  field: string;
  /** @function(name) data sources, in pipeline order. */
  functions: string[];
  rules: AuthRule[];
}

export interface SchemaInfo {
  models: Map<string, ModelInfo>;
  /** Query field → model and index for secondary-index queries. */
  indexQueries: Map<string, { model: ModelInfo; index: IndexInfo }>;
  customOperations: Map<string, CustomOperation>;
}

const ALL_OPERATIONS: Operation[] = ['create', 'update', 'delete', 'read'];

function directive(node: { directives?: readonly DirectiveNode[] }, name: string): DirectiveNode | undefined {
  return node.directives?.find((d) => d.name.value === name);
}

function args(d: DirectiveNode): Record<string, unknown> {
  return Object.fromEntries((d.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value)]));
}

function unwrap(type: TypeNode): FieldInfo & { name: '' } {
  let required = false;
  let list = false;
  let t = type;
  if (t.kind === Kind.NON_NULL_TYPE) {
    required = true;
    t = t.type;
  }
  if (t.kind === Kind.LIST_TYPE) {
    list = true;
    t = t.type;
    if (t.kind === Kind.NON_NULL_TYPE) t = t.type;
  }
  return { name: '', typeName: (t as { name: { value: string } }).name.value, list, required };
}

/** Pluralisation of the transformer (graphql-transformer-common's plurality via pluralize). */
export function plural(name: string): string {
  // The transformer uses `pluralize`, which for these model names appends 's' or 'es';
  // the list field names are read from the AppSync schema instead where it matters.
  return `${name}s`;
}

function parseRules(node: { directives?: readonly DirectiveNode[] }): AuthRule[] {
  const auth = directive(node, 'auth');
  if (!auth) return [];
  const raw = (args(auth).rules ?? []) as Array<Record<string, unknown>>;
  return raw.map((r) => {
    const allow = r.allow as AuthRule['allow'];
    const defaultProvider: Provider = allow === 'public' ? 'apiKey' : allow === 'custom' ? 'function' : 'userPools';
    return {
      allow,
      provider: (r.provider as Provider) ?? defaultProvider,
      operations: ((r.operations as string[] | undefined) ?? ALL_OPERATIONS).flatMap((op): Operation[] =>
        op === 'get' || op === 'list' || op === 'sync' || op === 'listen' || op === 'search' ? ['read'] : [op as Operation],
      ),
      ownerField: allow === 'owner' ? ((r.ownerField as string) ?? 'owner') : undefined,
      identityClaim: allow === 'owner' ? ((r.identityClaim as string) ?? 'sub::username') : undefined,
      groups: r.groups as string[] | undefined,
      groupClaim: (r.groupClaim as string) ?? 'cognito:groups',
    };
  });
}

function parseDefault(field: FieldInfo, value: string): unknown {
  switch (field.typeName) {
    case 'Int':
    case 'Float':
    case 'AWSTimestamp':
      return Number(value);
    case 'Boolean':
      return value === 'true';
    case 'AWSJSON':
      return value;
    default:
      return value;
  }
}

/** Reads the model SDL. `listFieldNames` maps model → list query field from the AppSync schema. */
export function readSchemaInfo(modelSdl: string, appSyncQueryFields: Set<string>, appSyncMutationFields: Set<string>): SchemaInfo {
  const document = parse(modelSdl);
  const models = new Map<string, ModelInfo>();
  const indexQueries = new Map<string, { model: ModelInfo; index: IndexInfo }>();
  const customOperations = new Map<string, CustomOperation>();

  for (const def of document.definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    const type = def as ObjectTypeDefinitionNode;
    if (type.name.value === 'Query' || type.name.value === 'Mutation' || type.name.value === 'Subscription') {
      for (const f of type.fields ?? []) {
        const fns = (f.directives ?? []).filter((d) => d.name.value === 'function').map((d) => String(args(d).name));
        customOperations.set(`${type.name.value}.${f.name.value}`, {
          parentType: type.name.value as CustomOperation['parentType'],
          field: f.name.value,
          functions: fns,
          rules: parseRules(f),
        });
      }
      continue;
    }
    if (!directive(type, 'model')) continue;
    const name = type.name.value;
    const fields = new Map<string, FieldInfo>();
    const relations = new Map<string, RelationInfo>();
    const defaults = new Map<string, unknown>();
    const indexes: IndexInfo[] = [];
    let primaryKey = ['id'];
    const addField = (f: FieldDefinitionNode) => {
      const fieldRules = directive(f, 'auth') ? parseRules(f) : undefined;
      const info: FieldInfo = { ...unwrap(f.type), name: f.name.value, ...(fieldRules ? { rules: fieldRules } : {}) };
      fields.set(info.name, info);
      return info;
    };
    for (const f of type.fields ?? []) {
      const info = addField(f);
      for (const kind of ['hasMany', 'belongsTo', 'hasOne'] as const) {
        const d = directive(f, kind);
        if (d) {
          const a = args(d);
          relations.set(info.name, {
            kind,
            field: info.name,
            relatedModel: info.typeName,
            references: (a.references as string[] | undefined) ?? [],
          });
        }
      }
      const pk = directive(f, 'primaryKey');
      if (pk) primaryKey = [info.name, ...(((args(pk).sortKeyFields as string[]) ?? []) as string[])];
      for (const d of (f.directives ?? []).filter((x) => x.name.value === 'index')) {
        const a = args(d);
        indexes.push({
          queryField: a.queryField as string | undefined,
          partitionKey: info.name,
          sortKeys: (a.sortKeyFields as string[] | undefined) ?? [],
        });
      }
      const def0 = directive(f, 'default');
      if (def0) defaults.set(info.name, parseDefault(info, String(args(def0).value)));
    }
    for (const implicit of ['id', 'createdAt', 'updatedAt']) {
      if (!fields.has(implicit)) {
        fields.set(implicit, {
          name: implicit,
          typeName: implicit === 'id' ? 'ID' : 'AWSDateTime',
          list: false,
          required: true,
        });
      }
    }
    const rules = parseRules(type);
    // An owner rule implies its owner field exists (String) even when not declared.
    for (const r of rules) {
      if (r.ownerField && !fields.has(r.ownerField)) {
        fields.set(r.ownerField, { name: r.ownerField, typeName: 'String', list: false, required: false });
      }
    }
    const model: ModelInfo = {
      name,
      fields,
      primaryKey,
      indexes,
      relations,
      defaults,
      rules,
      indexedFields: [],
      ops: {
        get: `get${name}`,
        list: findListField(name, appSyncQueryFields),
        create: `create${name}`,
        update: `update${name}`,
        delete: `delete${name}`,
      },
    };
    void appSyncMutationFields;
    models.set(name, model);
  }

  // Relation reference fields get indexed columns on the side that is queried by them.
  for (const model of models.values()) {
    const indexed = new Set<string>(model.primaryKey);
    for (const index of model.indexes) {
      indexed.add(index.partitionKey);
      index.sortKeys.forEach((k) => indexed.add(k));
      if (index.queryField) indexQueries.set(index.queryField, { model, index });
    }
    model.indexedFields = [...indexed];
  }
  for (const model of models.values()) {
    for (const rel of model.relations.values()) {
      if (rel.kind === 'hasMany' || rel.kind === 'hasOne') {
        const related = models.get(rel.relatedModel);
        if (related) {
          for (const ref of rel.references) if (!related.indexedFields.includes(ref)) related.indexedFields.push(ref);
        }
      }
    }
  }
  return { models, indexQueries, customOperations };
}

function findListField(model: string, queryFields: Set<string>): string {
  for (const candidate of [`list${model}s`, `list${model}es`, `list${model}`]) {
    if (queryFields.has(candidate)) return candidate;
  }
  // pluralize's irregular forms (e.g. Person → People): the only list field returning the connection.
  return `list${plural(model)}`;
}
