// Who may do what, per role, model and operation. The expectations below are written by
// hand from the rules of amplify/data/resource.ts (and architecture.md), independently of
// the code under test: 'Y' allowed, '-' denied with AppSync's Unauthorized error, 'O' only
// the caller's own records (owner rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../shared/contracts';
import { startDataHarness, type DataHarness, type TestUser } from './test-support';
import { createInputs, customExpectations, customOperationDocuments, expectations, roles, updateFields, type Op, type Role } from './authorization-expectations';

const owner: TestUser = { sub: 'sub-owner', username: 'owner-user', email: 'owner@x.test', groups: [] };
const other: TestUser = { sub: 'sub-other', username: 'other-user', email: 'other@x.test', groups: [] };
const admin: TestUser = { sub: 'sub-admin', username: 'admin-user', email: 'admin@x.test', groups: ['ADMINS'] };

const plural = (m: string) => `list${m}s`;

let h: DataHarness;
const ids: Record<string, string> = {};

function call(role: Role, query: string, variables?: Record<string, unknown>) {
  const iam = (p: Principal) => h.iam(p, query, variables);
  switch (role) {
    case 'guest':
      return iam({ kind: 'unauthenticated', roleName: 'unauthRole', identityId: 'us-east-1:guest' });
    case 'idpUser':
      return iam({ kind: 'authenticated', roleName: 'authRole', identityId: 'us-east-1:u', sub: other.sub, username: other.username });
    case 'idpAdmin':
      return iam({ kind: 'admins', roleName: 'ADMINSGroupRole', identityId: 'us-east-1:a', sub: admin.sub, username: admin.username, groups: ['ADMINS'] });
    case 'user':
      return h.pool(other, query, variables);
    case 'admin':
      return h.pool(admin, query, variables);
    case 'owner':
      return h.pool(owner, query, variables);
  }
}

async function create(model: string) {
  const r = await h.iam('operator', `mutation C($input: Create${model}Input!) { create${model}(input: $input) { id } }`, {
    input: createInputs[model](ids, owner),
  });
  expect(r.body.errors).toBeUndefined();
  return r.body.data[`create${model}`].id as string;
}

beforeAll(async () => {
  h = await startDataHarness([owner, other, admin]);
  for (const model of Object.keys(expectations)) ids[model] = await create(model);
});
afterAll(async () => h?.close());

describe('authorization by role, model and operation', () => {
  for (const [model, byRole] of Object.entries(expectations)) {
    for (const role of roles) {
      it(`${role} on ${model}: ${byRole[role]}`, async () => {
        const ops: Op[] = ['get', 'list', 'create', 'update', 'delete'];
        const outcome: string[] = [];
        for (const op of ops) {
          let r;
          if (op === 'get') r = await call(role, `query G($id: ID!) { get${model}(id: $id) { id } }`, { id: ids[model] });
          else if (op === 'list') r = await call(role, `{ ${plural(model)}(limit: 1000) { items { id } } }`);
          else if (op === 'create')
            r = await call(role, `mutation C($input: Create${model}Input!) { create${model}(input: $input) { id } }`, {
              input: createInputs[model](ids, owner),
            });
          else if (op === 'update')
            r = await call(role, `mutation U($input: Update${model}Input!) { update${model}(input: $input) { id } }`, {
              input: { id: ids[model], ...updateFields(owner)[model] },
            });
          else r = await call(role, `mutation D($input: Delete${model}Input!) { delete${model}(input: $input) { id } }`, { input: { id: await create(model) } });
          const field = op === 'list' ? plural(model) : `${op}${model}`;
          const error = r.body.errors?.[0];
          if (error) {
            expect(error).toMatchObject({
              path: [field],
              data: null,
              errorType: 'Unauthorized',
              errorInfo: null,
              message: `Not Authorized to access ${field} on type ${op === 'get' || op === 'list' ? 'Query' : 'Mutation'}`,
            });
            expect(r.body.data).toEqual({ [field]: null });
            outcome.push('-');
          } else if (op === 'list') {
            const seen = (r.body.data[field].items as Array<{ id: string }>).map((i) => i.id);
            outcome.push(seen.includes(ids[model]) ? (expectations[model][role][1] === 'O' ? 'O' : 'Y') : 'O');
          } else {
            outcome.push(expectations[model][role][ops.indexOf(op)] === 'O' ? 'O' : 'Y');
          }
        }
        expect(outcome.join('')).toBe(byRole[role]);
      });
    }
  }

  it('shows a non-owner none of the purchases in a list', async () => {
    const r = await call('user', '{ listCompras { items { id owner } } listConferenciaCompras { items { id } } }');
    expect(r.body.data).toEqual({ listCompras: { items: [] }, listConferenciaCompras: { items: [] } });
    const mine = await call('owner', '{ listCompras { items { id owner userId } } }');
    const items = mine.body.data.listCompras.items as Array<{ id: string; owner: string; userId: string }>;
    expect(items.map((i) => i.id)).toContain(ids.Compra);
    expect(new Set(items.map((i) => `${i.owner}/${i.userId}`))).toEqual(new Set([`${owner.username}/${owner.sub}`]));
  });

  for (const [field, byRole] of Object.entries(customExpectations)) {
    for (const role of roles) {
      it(`${role} ${byRole[role] ? 'may' : 'may not'} call ${field}`, async () => {
        const r = await call(role, customOperationDocuments(ids, owner.email)[field]);
        const unauthorized = (r.body.errors ?? []).some((e: { errorType: string }) => e.errorType === 'Unauthorized');
        expect(unauthorized).toBe(!byRole[role]);
      });
    }
  }

  it('refuses requests without credentials and with unknown or forged ones', async () => {
    const none = await h.raw({ body: JSON.stringify({ query: '{ listBanners { items { id } } }' }) });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ errors: [{ errorType: 'UnauthorizedException', message: 'Valid authorization header not provided.' }] });
    const badJwt = await h.raw({ body: JSON.stringify({ query: '{ listBanners { items { id } } }' }), headers: { authorization: 'eyJhbGciOi.x.y' } });
    expect(badJwt.status).toBe(401);
    expect(badJwt.body.errors[0].errorType).toBe('UnauthorizedException');
    const forged = await h.raw({
      body: JSON.stringify({ query: '{ listBanners { items { id } } }' }),
      headers: {
        authorization: 'AWS4-HMAC-SHA256 Credential=ASIAFAKEFAKEFAKEFAKE/20260101/us-east-1/appsync/aws4_request, SignedHeaders=host;x-amz-date, Signature=00',
        'x-amz-date': new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, ''),
      },
    });
    expect(forged.status).toBe(401);
    expect(forged.body.errors[0].errorType).toBe('UnauthorizedException');
  });

  it('limits function principals to what their IAM policy grants', async () => {
    const mediaUrlFn: Principal = { kind: 'function', roleName: 'function:mediaUrl', functionName: 'mediaUrl' };
    const read = await h.iam(mediaUrlFn, '{ listCompras { items { id } } }');
    expect(read.body.data.listCompras.items.length).toBeGreaterThan(0);
    const write = await h.iam(mediaUrlFn, 'mutation { createParametro(input: { clave: "x", valor: "y" }) { id } }');
    expect(write.body.errors[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Not Authorized to access createParametro on type Mutation' });
    const counterFn: Principal = { kind: 'function', roleName: 'function:counter', functionName: 'counter' };
    const counterWrite = await h.iam(counterFn, 'mutation { createParametro(input: { clave: "visitas", valor: "0" }) { id } }');
    expect(counterWrite.body.errors).toBeUndefined();
  });

  it('lets ADMINS read the visits per day, the counter function write them, and nobody else either', async () => {
    const made = await h.iam('operator', 'mutation { createVisitaDiaria(input: { dia: "2025-05-01", visitas: 3 }) { dia } }');
    expect(made.body.errors).toBeUndefined();
    const listed = await call('admin', '{ listVisitaDiarias { items { dia visitas } } }');
    const days = listed.body.data.listVisitaDiarias.items as Array<{ dia: string; visitas: number }>;
    expect(days.length).toBeGreaterThan(0);
    const day = days[0].dia;
    const got = await call('admin', `{ getVisitaDiaria(dia: "${day}") { dia visitas } }`);
    expect(got.body.data.getVisitaDiaria).toEqual(days[0]);
    for (const role of ['guest', 'idpUser', 'idpAdmin', 'user', 'owner'] as const) {
      const read = await call(role, '{ listVisitaDiarias { items { dia } } }');
      expect(read.body.errors?.[0]?.errorType, role).toBe('Unauthorized');
    }
    for (const role of roles) {
      const create = await call(role, 'mutation { createVisitaDiaria(input: { dia: "2001-01-01", visitas: 1 }) { dia } }');
      expect(create.body.errors?.[0]?.errorType, role).toBe('Unauthorized');
      const update = await call(role, `mutation { updateVisitaDiaria(input: { dia: "${day}", visitas: 9999 }) { dia } }`);
      expect(update.body.errors?.[0]?.errorType, role).toBe('Unauthorized');
      const remove = await call(role, `mutation { deleteVisitaDiaria(input: { dia: "${day}" }) { dia } }`);
      expect(remove.body.errors?.[0]?.errorType, role).toBe('Unauthorized');
    }
    const counterFn: Principal = { kind: 'function', roleName: 'function:counter', functionName: 'counter' };
    const byCounter = await h.iam(counterFn, 'mutation { createVisitaDiaria(input: { dia: "2001-01-01", visitas: 1 }) { dia } }');
    expect(byCounter.body.errors).toBeUndefined();
  });

  it('enforces the cognito_groups of the schema on custom types', async () => {
    // GrantResult is @aws_cognito_user_pools(cognito_groups: ["ADMINS"]): its fields are not for other users.
    const r = await call('user', `mutation { grantPurchase(email: "${owner.email}", kind: IMAGEN, id: "${ids.Imagen}") { purchaseId } }`);
    expect(r.body.errors[0].errorType).toBe('Unauthorized');
  });
});
