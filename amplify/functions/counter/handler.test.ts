import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../test/synth';

/*
 * The real handler, wired the Gen 2 way, against a stand-in for AppSync and S3 on
 * loopback: proves which environment variables and which S3 object the function
 * needs, that it signs its GraphQL calls with SigV4 for appsync, and that it sends
 * the conditional update the local cloud must honour.
 */
const introspection = JSON.parse(readFileSync(join(REPO_ROOT, 'amplify_outputs.json'), 'utf8')).data.model_introspection;
const parametros = new Map<string, { id: string; clave: string; valor: string }>();
const seen: { method: string; path: string; authorization: string; body?: { query: string; variables: Record<string, any> } }[] = [];

async function answer(request: IncomingMessage, response: ServerResponse) {
  let text = '';
  for await (const chunk of request) text += chunk;
  const entry = { method: request.method ?? '', path: request.url ?? '', authorization: String(request.headers.authorization ?? '') };
  seen.push(text ? { ...entry, body: JSON.parse(text) } : entry);
  if (request.method === 'GET' && request.url?.split('?')[0] === '/introspection-bucket/modelIntrospectionSchema.json') {
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify(introspection));
  }
  if (request.method !== 'POST' || request.url !== '/graphql') {
    response.statusCode = 404;
    return response.end();
  }
  const { query, variables } = JSON.parse(text) as { query: string; variables: Record<string, any> };
  const reply = (data: unknown, errors?: unknown[]) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(errors ? { data, errors } : { data }));
  };
  const now = new Date().toISOString();
  const full = (record: { id: string; clave: string; valor: string }) => ({ ...record, __typename: 'Parametro', createdAt: now, updatedAt: now });
  if (/listParametroByClave/.test(query)) {
    const items = [...parametros.values()].filter((record) => record.clave === variables.clave).map(full);
    return reply({ listParametroByClave: { items, nextToken: null } });
  }
  if (/createParametro/.test(query)) {
    const record = { id: variables.input.id, clave: variables.input.clave, valor: variables.input.valor };
    if (parametros.has(record.id)) {
      return reply({ createParametro: null }, [{ errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed' }]);
    }
    parametros.set(record.id, record);
    return reply({ createParametro: full(record) });
  }
  if (/updateParametro/.test(query)) {
    const record = parametros.get(variables.input.id);
    if (!record || record.valor !== variables.condition?.valor?.eq) {
      return reply({ updateParametro: null }, [{ errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed' }]);
    }
    record.valor = variables.input.valor;
    return reply({ updateParametro: { id: record.id, valor: record.valor } });
  }
  return reply(null, [{ errorType: 'Unsupported', message: query }]);
}

const server = createServer((request, response) => void answer(request, response));
const savedEnv = { ...process.env };
let handler: typeof import('./handler').handler;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    AMPLIFY_DATA_DEFAULT_NAME: 'amplifyData',
    AMPLIFY_DATA_GRAPHQL_ENDPOINT: `${base}/graphql`,
    AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_BUCKET_NAME: 'introspection-bucket',
    AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_KEY: 'modelIntrospectionSchema.json',
    AWS_ENDPOINT_URL_S3: base,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIAFUNCTIONCOUNTER0',
    AWS_SECRET_ACCESS_KEY: 'function-secret',
    AWS_SESSION_TOKEN: 'function-session',
  });
  ({ handler } = await import('./handler'));
});

afterAll(() => {
  server.close();
  process.env = savedEnv;
});

const event = (fieldName: string, args: Record<string, unknown> = {}) => ({
  arguments: args,
  identity: null,
  info: { fieldName, parentTypeName: 'Mutation' },
});

describe('counter handler (Gen 2 data client against a loopback AppSync and S3)', () => {
  it('fetches the model introspection from S3, then counts visits with conditional updates', async () => {
    expect(await handler(event('incrementVisits'))).toBe(1);
    expect(await handler(event('incrementVisits'))).toBe(2);
    expect(seen[0]).toMatchObject({ method: 'GET' });
    expect(seen[0].path.split('?')[0]).toBe('/introspection-bucket/modelIntrospectionSchema.json');
    expect(seen[0].authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAFUNCTIONCOUNTER0\/\d{8}\/us-east-1\/s3\/aws4_request/);
    const graphql = seen.filter((request) => request.path === '/graphql');
    expect(graphql.every((request) => /Credential=AKIAFUNCTIONCOUNTER0\/\d{8}\/us-east-1\/appsync\/aws4_request/.test(request.authorization))).toBe(true);
    const update = graphql.find((request) => /updateParametro/.test(request.body?.query ?? ''));
    expect(update?.body?.variables).toEqual({ input: { id: 'parametro-visitas', valor: '1' }, condition: { valor: { eq: '0' } } });
    expect(parametros.get('parametro-visitas')?.valor).toBe('2');
  });

  it('adds exactly N for N concurrent invocations', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => handler(event('incrementVisits'))));
    expect([...results].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(parametros.get('parametro-visitas')?.valor).toBe('10');
  });

  it('refuses a field it does not serve', async () => {
    await expect(handler(event('deleteEverything'))).rejects.toThrow(/^UNSUPPORTED:/);
  });
});
