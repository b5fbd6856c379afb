import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackCloud, type LoopbackCloud } from '../../test/loopback-cloud';

/*
 * The real grantPurchase handler against loopback Cognito (ListUsers) and AppSync:
 * the calls it makes and the record it creates.
 */
const created: Record<string, any>[] = [];
let cloud: LoopbackCloud;
let handler: typeof import('./handler').handler;
const savedEnv = { ...process.env };

beforeAll(async () => {
  cloud = await startLoopbackCloud({
    cognito: (operation, body) => {
      if (operation !== 'ListUsers') throw new Error(operation);
      const known = body.Filter === 'email = "usuario@educandoenlafe.local"';
      return {
        Users: known
          ? [{ Username: 'usuario-name', Attributes: [{ Name: 'sub', Value: 'user-sub' }, { Name: 'email', Value: 'usuario@educandoenlafe.local' }] }]
          : [],
      };
    },
    graphql: (query, variables) => {
      if (/getConferencia/.test(query)) {
        return { data: { getConferencia: variables.id === 'vid-1' ? { id: 'vid-1', videoPath: 'conferencias/privado/v.mp4', isFree: false, __typename: 'Conferencia' } : null } };
      }
      if (/getConferenciaCompra/.test(query)) {
        const found = created.find((item) => item.id === variables.id);
        return { data: { getConferenciaCompra: found ? { ...found, __typename: 'ConferenciaCompra' } : null } };
      }
      if (/listConferenciaCompraByUser/.test(query)) {
        const items = created.filter((item) => item.userId === variables.userId && item.conferenciaId === variables.conferenciaId?.eq);
        return { data: { listConferenciaCompraByUser: { items: items.map((item) => ({ id: item.id, __typename: 'ConferenciaCompra' })), nextToken: null } } };
      }
      if (/createConferenciaCompra/.test(query)) {
        if (created.some((item) => item.id === variables.input.id)) {
          return { data: { createConferenciaCompra: null }, errors: [{ errorType: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed' }] };
        }
        const record = { ...variables.input };
        created.push(record);
        const now = new Date().toISOString();
        return { data: { createConferenciaCompra: { ...record, createdAt: now, updatedAt: now, __typename: 'ConferenciaCompra' } } };
      }
      return { data: null, errors: [{ errorType: 'Unsupported', message: query }] };
    },
  });
  Object.assign(process.env, cloud.functionEnv, { AMPLIFY_AUTH_USERPOOL_ID: 'us-east-1_EduFeLocal' });
  ({ handler } = await import('./handler'));
});

afterAll(async () => {
  await cloud.close();
  process.env = savedEnv;
});

const event = (args: Record<string, unknown>, groups: string[] = ['ADMINS']) => ({
  arguments: args,
  identity: { sub: 'admin-sub', username: 'admin', groups },
  typeName: 'Mutation',
  fieldName: 'grantPurchase',
  source: null,
  request: { headers: {} },
  prev: null,
});

describe('grantPurchase handler', () => {
  it('finds the user by e-mail in the pool and creates an owned ConferenciaCompra holding the e-mail, once', async () => {
    const args = { email: 'usuario@educandoenlafe.local', kind: 'CONFERENCIA', id: 'vid-1' };
    expect(await handler(event(args))).toEqual({ kind: 'CONFERENCIA', purchaseId: 'user-sub_vid-1', userId: 'user-sub', email: 'usuario@educandoenlafe.local' });
    expect(await handler(event(args))).toMatchObject({ purchaseId: 'user-sub_vid-1' });
    expect(created).toEqual([
      { id: 'user-sub_vid-1', userId: 'user-sub', conferenciaId: 'vid-1', owner: 'user-sub::usuario-name', email: 'usuario@educandoenlafe.local' },
    ]);
    const listUsers = cloud.seen.find((request) => request.target === 'AWSCognitoIdentityProviderService.ListUsers');
    expect(listUsers?.body).toEqual({ UserPoolId: 'us-east-1_EduFeLocal', Filter: 'email = "usuario@educandoenlafe.local"', Limit: 2 });
    expect(listUsers?.authorization).toMatch(/Credential=AKIAFUNCTIONROLE0000\/\d{8}\/us-east-1\/cognito-idp\/aws4_request/);
  });

  it('tells an unknown e-mail from an unknown video', async () => {
    await expect(handler(event({ email: 'nadie@educandoenlafe.local', kind: 'CONFERENCIA', id: 'vid-1' }))).rejects.toThrow(/^USER_NOT_FOUND:/);
    await expect(handler(event({ email: 'usuario@educandoenlafe.local', kind: 'CONFERENCIA', id: 'vid-9' }))).rejects.toThrow(/^NOT_FOUND:/);
  });

  it('answers one purchase when two grants of the same video race (the create of an existing id fails on the server)', async () => {
    const args = { email: 'usuario@educandoenlafe.local', kind: 'CONFERENCIA', id: 'vid-1' };
    created.length = 0;
    const results = await Promise.all([handler(event(args)), handler(event(args))]);
    expect(results.map((r) => (r as { purchaseId: string }).purchaseId)).toEqual(['user-sub_vid-1', 'user-sub_vid-1']);
    expect(created).toHaveLength(1);
  });

  it('refuses a field it does not serve', async () => {
    await expect(handler({ ...event({}), fieldName: 'somethingElse' })).rejects.toThrow(/^UNSUPPORTED:/);
  });

  it('refuses callers outside ADMINS', async () => {
    await expect(handler(event({ email: 'usuario@educandoenlafe.local', kind: 'CONFERENCIA', id: 'vid-1' }, []))).rejects.toThrow(/^UNAUTHORIZED:/);
  });
});
