import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionFailed, startLoopbackCloud, type GraphqlAnswer, type LoopbackCloud, type SeenRequest } from '../../test/loopback-cloud';

/*
 * The real handler, wired the Gen 2 way, against a stand-in for AppSync and S3 on
 * loopback: proves which environment variables and which S3 object the function
 * needs, that it signs its GraphQL calls with SigV4 for appsync, and that it sends
 * the conditional update the local cloud must honour.
 */
const parametros = new Map<string, { id: string; clave: string; valor: string }>();
const days = new Map<string, number>();

function answer(query: string, variables: Record<string, any>): GraphqlAnswer {
  const now = new Date().toISOString();
  const full = (record: { id: string; clave: string; valor: string }) => ({ ...record, __typename: 'Parametro', createdAt: now, updatedAt: now });
  if (/listParametroByClave/.test(query)) {
    const items = [...parametros.values()].filter((record) => record.clave === variables.clave).map(full);
    return { data: { listParametroByClave: { items, nextToken: null } } };
  }
  if (/createParametro/.test(query)) {
    const record = { id: variables.input.id, clave: variables.input.clave, valor: variables.input.valor };
    if (parametros.has(record.id)) return conditionFailed('createParametro');
    parametros.set(record.id, record);
    return { data: { createParametro: full(record) } };
  }
  if (/updateParametro/.test(query)) {
    const record = parametros.get(variables.input.id);
    if (!record || record.valor !== variables.condition?.valor?.eq) return conditionFailed('updateParametro');
    record.valor = variables.input.valor;
    return { data: { updateParametro: { id: record.id, valor: record.valor } } };
  }
  const fullDay = (dia: string) => ({ dia, visitas: days.get(dia), __typename: 'VisitaDiaria', createdAt: now, updatedAt: now });
  if (/getVisitaDiaria/.test(query)) {
    return { data: { getVisitaDiaria: days.has(variables.dia) ? fullDay(variables.dia) : null } };
  }
  if (/createVisitaDiaria/.test(query)) {
    if (days.has(variables.input.dia)) return conditionFailed('createVisitaDiaria');
    days.set(variables.input.dia, variables.input.visitas);
    return { data: { createVisitaDiaria: fullDay(variables.input.dia) } };
  }
  if (/updateVisitaDiaria/.test(query)) {
    if (days.get(variables.input.dia) !== variables.condition?.visitas?.eq) return conditionFailed('updateVisitaDiaria');
    days.set(variables.input.dia, variables.input.visitas);
    return { data: { updateVisitaDiaria: { dia: variables.input.dia, visitas: variables.input.visitas } } };
  }
  return { data: null, errors: [{ errorType: 'Unsupported', message: query }] };
}

let cloud: LoopbackCloud;
let seen: SeenRequest[];
let handler: typeof import('./handler').handler;
const savedEnv = { ...process.env };

beforeAll(async () => {
  cloud = await startLoopbackCloud({ graphql: answer });
  seen = cloud.seen;
  Object.assign(process.env, cloud.functionEnv);
  ({ handler } = await import('./handler'));
});

afterAll(async () => {
  await cloud.close();
  process.env = savedEnv;
});

/** The payload of Amplify's Lambda request template (InvokeFn…LambdaDataSource.req.vtl). */
const event = (fieldName: string, args: Record<string, unknown> = {}) => ({
  typeName: 'Mutation',
  fieldName,
  arguments: args,
  identity: null,
  source: null,
  request: { headers: {} },
  prev: null,
});

describe('counter handler (Gen 2 data client against a loopback AppSync and S3)', () => {
  it('fetches the model introspection from S3, then counts visits with conditional updates', async () => {
    expect(await handler(event('incrementVisits'))).toBe(1);
    expect(await handler(event('incrementVisits'))).toBe(2);
    expect(seen[0]).toMatchObject({ method: 'GET' });
    expect(seen[0].path.split('?')[0]).toBe('/introspection-bucket/modelIntrospectionSchema.json');
    expect(seen[0].authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFUNCTIONROLE0000\/\d{8}\/us-east-1\/s3\/aws4_request/);
    const graphql = seen.filter((request) => request.path === '/graphql');
    expect(graphql.every((request) => /Credential=AKIAFUNCTIONROLE0000\/\d{8}\/us-east-1\/appsync\/aws4_request/.test(request.authorization))).toBe(true);
    const update = graphql.find((request) => /updateParametro/.test(request.body?.query ?? ''));
    expect(update?.body?.variables).toEqual({ input: { id: 'parametro-visitas', valor: '1' }, condition: { valor: { eq: '0' } } });
    expect(parametros.get('parametro-visitas')?.valor).toBe('2');
    // The day's count follows the total, with the same kind of conditional update.
    expect([...days.values()]).toEqual([2]);
    const dayUpdate = graphql.find((request) => /updateVisitaDiaria/.test(request.body?.query ?? ''));
    expect(dayUpdate?.body?.variables).toEqual({ input: { dia: [...days.keys()][0], visitas: 2 }, condition: { visitas: { eq: 1 } } });
  });

  it('adds exactly N for N concurrent invocations', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => handler(event('incrementVisits'))));
    expect([...results].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(parametros.get('parametro-visitas')?.valor).toBe('10');
    expect([...days.values()].reduce((sum, n) => sum + n, 0)).toBe(10);
  });

  it('also reads the field from a direct resolver event (info.fieldName)', async () => {
    const direct = { arguments: {}, identity: null, info: { fieldName: 'incrementVisits', parentTypeName: 'Mutation' } };
    expect(await handler(direct)).toBe(11);
  });

  it('refuses a field it does not serve', async () => {
    await expect(handler(event('deleteEverything'))).rejects.toThrow(/^UNSUPPORTED:/);
  });
});
