import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeMediaRecords } from '../../test/function-fakes';
import { cognitoUsers } from '../shared/cognito-users';
import { grantPurchase, type UserDirectory } from './grant';

function fakes() {
  const { records, purchases } = fakeMediaRecords([
    { id: 'img-1', kind: 'IMAGEN', path: 'galeria/private/a.png', open: false },
    { id: 'vid-1', kind: 'CONFERENCIA', path: 'conferencias/privado/b.mp4', open: false },
  ]);
  const users: UserDirectory = {
    findByEmail: async (email) =>
      email === 'usuario@educandoenlafe.local' ? { sub: 'sub-123', username: 'sub-123', email } : null,
  };
  return { users, records, purchases };
}

const admin = { sub: 'admin-sub', username: 'admin', groups: ['ADMINS'] };

describe('grantPurchase', () => {
  it('creates a purchase owned by the user with the e-mail, in the Gen 2 owner format, holding the e-mail', async () => {
    const { users, records, purchases } = fakes();
    const result = await grantPurchase({ users, records }, admin, { email: ' usuario@educandoenlafe.local ', kind: 'IMAGEN', id: 'img-1' });
    expect(result).toEqual({ kind: 'IMAGEN', purchaseId: 'sub-123_img-1', userId: 'sub-123', email: 'usuario@educandoenlafe.local' });
    expect(purchases).toEqual([
      { id: 'sub-123_img-1', kind: 'IMAGEN', userId: 'sub-123', itemId: 'img-1', owner: 'sub-123::sub-123', email: 'usuario@educandoenlafe.local' },
    ]);
  });

  it('returns the existing purchase instead of creating a second one', async () => {
    const { users, records, purchases } = fakes();
    const input = { email: 'usuario@educandoenlafe.local', kind: 'CONFERENCIA' as const, id: 'vid-1' };
    const first = await grantPurchase({ users, records }, admin, input);
    const second = await grantPurchase({ users, records }, admin, input);
    expect(second.purchaseId).toBe(first.purchaseId);
    expect(purchases).toHaveLength(1);
  });

  it('writes one purchase when two grants of the same item run at the same time', async () => {
    const { users, records, purchases } = fakes();
    const input = { email: 'usuario@educandoenlafe.local', kind: 'CONFERENCIA' as const, id: 'vid-1' };
    const results = await Promise.all([1, 2, 3].map(() => grantPurchase({ users, records }, admin, input)));
    expect(new Set(results.map((r) => r.purchaseId))).toEqual(new Set(['sub-123_vid-1']));
    expect(purchases).toHaveLength(1);
  });

  it('tells an unknown e-mail, an unknown item and a non-admin caller apart', async () => {
    const { users, records, purchases } = fakes();
    await expect(grantPurchase({ users, records }, admin, { email: 'nadie@x.org', kind: 'IMAGEN', id: 'img-1' })).rejects.toThrow(/^USER_NOT_FOUND:/);
    await expect(grantPurchase({ users, records }, admin, { email: 'usuario@educandoenlafe.local', kind: 'IMAGEN', id: 'vid-1' })).rejects.toThrow(/^NOT_FOUND:/);
    await expect(grantPurchase({ users, records }, { ...admin, groups: [] }, { email: 'usuario@educandoenlafe.local', kind: 'IMAGEN', id: 'img-1' })).rejects.toThrow(/^UNAUTHORIZED:/);
    await expect(grantPurchase({ users, records }, admin, { email: 'a"@b', kind: 'IMAGEN', id: 'img-1' })).rejects.toThrow(/^BAD_REQUEST:/);
    expect(purchases).toHaveLength(0);
  });
});

describe('cognitoUsers', () => {
  const requests: { target: string; body: Record<string, unknown> }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = JSON.parse(text) as { Filter: string };
    requests.push({ target: String(request.headers['x-amz-target']), body });
    const found = body.Filter === 'email = "usuario@educandoenlafe.local"';
    response.setHeader('content-type', 'application/x-amz-json-1.1');
    response.end(
      JSON.stringify({
        Users: found
          ? [{ Username: 'u-name', Attributes: [{ Name: 'sub', Value: 'sub-9' }, { Name: 'email', Value: 'usuario@educandoenlafe.local' }] }]
          : [],
      }),
    );
  });
  const saved = { ...process.env };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${port}`,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
  });
  afterAll(() => {
    server.close();
    process.env = saved;
  });

  it('asks ListUsers with an e-mail filter at the endpoint of AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER', async () => {
    const directory = cognitoUsers('us-east-1_EduFeLocal');
    expect(await directory.findByEmail('usuario@educandoenlafe.local')).toEqual({
      sub: 'sub-9',
      username: 'u-name',
      email: 'usuario@educandoenlafe.local',
    });
    expect(await directory.findByEmail('otro@educandoenlafe.local')).toBeNull();
    expect(requests[0]).toEqual({
      target: 'AWSCognitoIdentityProviderService.ListUsers',
      body: { UserPoolId: 'us-east-1_EduFeLocal', Filter: 'email = "usuario@educandoenlafe.local"', Limit: 2 },
    });
  });
});
