import { describe, expect, it } from 'vitest';
import { Kind, parse, type ConstValueNode, type DirectiveNode, type ObjectTypeDefinitionNode } from 'graphql';
import { schema } from './resource';

/*
 * The data rules as the transformer receives them (schema.transform()): the same
 * text a deploy compiles into AppSync resolvers and the local cloud enforces.
 * Each rule is normalised to "who:operations", e.g. "public/identityPool:read".
 */
type Rule = { allow: string; provider?: string; operations?: string[]; groups?: string[]; ownerField?: string };

function valueOf(node: ConstValueNode): unknown {
  switch (node.kind) {
    case Kind.LIST:
      return node.values.map(valueOf);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, valueOf(field.value)]));
    case Kind.STRING:
    case Kind.ENUM:
      return node.value;
    case Kind.BOOLEAN:
      return node.value;
    default:
      throw new Error(`unexpected value kind ${node.kind}`);
  }
}

function rulesOf(directives: readonly DirectiveNode[] | undefined): Rule[] {
  const auth = directives?.find((directive) => directive.name.value === 'auth');
  const rules = auth?.arguments?.find((argument) => argument.name.value === 'rules');
  return rules ? (valueOf(rules.value as ConstValueNode) as Rule[]) : [];
}

const ALL = ['create', 'read', 'update', 'delete'];
function describeRule(rule: Rule): string {
  const who =
    rule.allow === 'groups'
      ? `groups(${(rule.groups ?? []).join(',')})`
      : rule.allow === 'owner'
        ? `owner(${rule.ownerField ?? 'owner'})`
        : `${rule.allow}/${rule.provider ?? 'userPools'}`;
  return `${who}:${(rule.operations ?? ALL).join(',')}`;
}

const document = parse(schema.transform().schema);
const types = new Map(
  document.definitions
    .filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((definition) => [definition.name.value, definition]),
);

function modelRules(model: string): string[] {
  const type = types.get(model);
  if (!type) throw new Error(`no type ${model}`);
  expect(type.directives?.some((directive) => directive.name.value === 'model')).toBe(true);
  return rulesOf(type.directives).map(describeRule).sort();
}

function operationRules(parent: 'Query' | 'Mutation', field: string): string[] {
  const definition = types.get(parent)?.fields?.find((candidate) => candidate.name.value === field);
  if (!definition) throw new Error(`no ${parent}.${field}`);
  return rulesOf(definition.directives).map(describeRule).sort();
}

const CONTENT_RULES = [
  'groups(ADMINS):create,read,update,delete',
  'private/identityPool:read',
  'private/userPools:read',
  'public/identityPool:read',
].sort();

describe('data authorization rules (schema.transform())', () => {
  it.each(['Banner', 'Libro', 'Imagen', 'ImagenEtiqueta', 'Etiqueta', 'ContactInfo', 'Devocionario', 'Conferencia', 'ConferenciaEtiqueta'])(
    '%s is read by everyone and written by ADMINS only',
    (model) => {
      expect(modelRules(model)).toEqual(CONTENT_RULES);
    },
  );

  it('Parametro is read-only for guests and users; ADMINS write it (the counter goes through a function)', () => {
    const rules = modelRules('Parametro');
    expect(rules).toEqual(CONTENT_RULES);
    for (const rule of rules.filter((text) => !text.startsWith('groups(ADMINS)'))) {
      expect(rule.split(':')[1]).toBe('read');
    }
  });

  it.each(['Compra', 'ConferenciaCompra'])('%s is read by its owner and created only by ADMINS', (model) => {
    expect(modelRules(model)).toEqual(['groups(ADMINS):create,read,update,delete', 'owner(owner):read']);
    const type = types.get(model)!;
    expect(type.fields?.map((field) => field.name.value)).toEqual(expect.arrayContaining(['userId', 'owner']));
  });

  it('ContactMessage is created by anyone and read and deleted by ADMINS only', () => {
    expect(modelRules('ContactMessage')).toEqual(
      [
        'groups(ADMINS):read,delete',
        'private/identityPool:create',
        'private/userPools:create',
        'public/identityPool:create',
      ].sort(),
    );
  });

  it('AccessRequest is read by its owner, read and deleted by ADMINS, and written by no one through the model API', () => {
    expect(modelRules('AccessRequest')).toEqual(['groups(ADMINS):read,delete', 'owner(owner):read']);
    const type = types.get('AccessRequest')!;
    expect(type.fields?.map((field) => field.name.value)).toEqual(
      expect.arrayContaining(['userId', 'email', 'kind', 'itemId', 'message', 'reference', 'status', 'reason', 'requestedAt', 'decidedAt', 'owner']),
    );
    const statusEnum = document.definitions.find(
      (definition) => definition.kind === Kind.ENUM_TYPE_DEFINITION && definition.name.value === 'AccessRequestStatus',
    );
    expect(statusEnum && 'values' in statusEnum ? statusEnum.values?.map((value) => value.name.value) : []).toEqual(['PENDIENTE', 'APROBADA', 'RECHAZADA']);
  });

  it('access requests: created through requestAccess by signed-in users, decided by ADMINS; user search for ADMINS', () => {
    expect(operationRules('Mutation', 'requestAccess')).toEqual(['private/userPools:create,read,update,delete']);
    expect(operationRules('Mutation', 'decideAccessRequest')).toEqual(['groups(ADMINS):create,read,update,delete']);
    expect(operationRules('Query', 'searchUsers')).toEqual(['groups(ADMINS):create,read,update,delete']);
    // No status argument: a request is always created as PENDIENTE.
    const args = types.get('Mutation')?.fields?.find((field) => field.name.value === 'requestAccess')?.arguments?.map((arg) => arg.name.value);
    expect(args).toEqual(['kind', 'itemId', 'message', 'reference']);
  });

  it('VisitaDiaria is read by ADMINS only and written by nobody but the counter function', () => {
    expect(modelRules('VisitaDiaria')).toEqual(['groups(ADMINS):read']);
  });

  it('custom operations: counters for everyone, media URLs for signed-in users, grants for ADMINS', () => {
    const everyone = ['private/identityPool:create,read,update,delete', 'private/userPools:create,read,update,delete', 'public/identityPool:create,read,update,delete'];
    expect(operationRules('Mutation', 'incrementVisits')).toEqual(everyone);
    expect(operationRules('Mutation', 'registerVideoView')).toEqual(everyone);
    expect(operationRules('Query', 'getMediaUrl')).toEqual(['private/userPools:create,read,update,delete']);
    expect(operationRules('Mutation', 'grantPurchase')).toEqual(['groups(ADMINS):create,read,update,delete']);
  });

  it('every model carries an explicit rule list (nothing falls back to a default)', () => {
    const models = [...types.values()].filter((type) => type.directives?.some((directive) => directive.name.value === 'model'));
    expect(models.map((type) => type.name.value).sort()).toEqual(
      [
        'AccessRequest',
        'Banner',
        'Compra',
        'Conferencia',
        'ConferenciaCompra',
        'ConferenciaEtiqueta',
        'ContactInfo',
        'ContactMessage',
        'Devocionario',
        'Etiqueta',
        'Imagen',
        'ImagenEtiqueta',
        'Libro',
        'Parametro',
        'VisitaDiaria',
      ],
    );
    for (const model of models) expect(rulesOf(model.directives).length).toBeGreaterThan(0);
  });

  it('the custom operations are served by the function handlers', () => {
    const functionOf = (parent: 'Query' | 'Mutation', field: string) =>
      types
        .get(parent)
        ?.fields?.find((candidate) => candidate.name.value === field)
        ?.directives?.find((directive) => directive.name.value === 'function');
    expect(functionOf('Mutation', 'incrementVisits')).toBeDefined();
    expect(functionOf('Mutation', 'registerVideoView')).toBeDefined();
    expect(functionOf('Query', 'getMediaUrl')).toBeDefined();
    expect(functionOf('Mutation', 'grantPurchase')).toBeDefined();
    expect(functionOf('Mutation', 'requestAccess')).toBeDefined();
    expect(functionOf('Mutation', 'decideAccessRequest')).toBeDefined();
    expect(functionOf('Query', 'searchUsers')).toBeDefined();
  });
});
