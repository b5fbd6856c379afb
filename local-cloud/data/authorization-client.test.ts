// The hand-written expectations of authorization-expectations.ts asserted through aws-amplify's
// generateClient<Schema>() against a whole local cloud: real identity-pool credentials for guests,
// signed-in users and ADMINS members, real user-pool tokens for users, ADMINS and the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/data';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { Schema } from '../../amplify/data/resource';
import { buildAmplifyConfig } from '../../src/lib/amplify-config';
import { startTestCloud, type TestCloud } from '../testing/start-test-cloud';
import { createConfirmedUser, signedInAs } from '../testing/amplify-session';
import { createInputs, customExpectations, expectations, roles, updateFields, type Op, type Role } from './authorization-expectations';
import { settings } from '../shared/settings';

const ADMIN = { email: settings().seed.adminEmail, password: settings().seed.adminPassword };
const OWNER = { email: settings().seed.userEmail, password: settings().seed.userPassword };
const OTHER = { email: 'otra@educandoenlafe.local', password: 'Otra#2025fe!' };
const ops: Op[] = ['get', 'list', 'create', 'update', 'delete'];

type Client = ReturnType<typeof generateClient<Schema>>;
type AnyModel = {
  get(args: object, options?: object): Promise<{ data: any; errors?: any[] }>;
  list(options?: object): Promise<{ data: any[]; errors?: any[] }>;
  create(input: object, options?: object): Promise<{ data: any; errors?: any[] }>;
  update(input: object, options?: object): Promise<{ data: any; errors?: any[] }>;
  delete(input: object, options?: object): Promise<{ data: any; errors?: any[] }>;
};

let cloud: TestCloud;
let client: Client;
const ids: Record<string, string> = {};
/** Records made by ADMINS for each role's delete attempts. */
const deleteTargets: Record<string, string> = {};
let owner = { sub: '', username: '' };
/** The username each role's records would carry in their owner field. */
const username: Partial<Record<Role, string>> = {};

const model = (name: string) => (client.models as unknown as Record<string, AnyModel>)[name];

const account: Record<Role, { email: string; password: string } | undefined> = {
  guest: undefined,
  idpUser: OTHER,
  idpAdmin: ADMIN,
  user: OTHER,
  admin: ADMIN,
  owner: OWNER,
};
const authMode = (role: Role) => (role === 'guest' || role === 'idpUser' || role === 'idpAdmin' ? 'identityPool' : 'userPool');

beforeAll(async () => {
  cloud = await startTestCloud({ seed: true });
  Amplify.configure(buildAmplifyConfig(cloud.outputs as Parameters<typeof buildAmplifyConfig>[0]));
  client = generateClient<Schema>();
  await createConfirmedUser(cloud.gatewayUrl, OTHER);
  const who = async () => {
    const payload = (await fetchAuthSession()).tokens!.accessToken.payload;
    return { sub: String(payload.sub), username: String(payload.username) };
  };
  owner = await signedInAs(OWNER, who);
  username.owner = owner.username;
  username.user = (await signedInAs(OTHER, who)).username;
  username.admin = (await signedInAs(ADMIN, who)).username;
  // Access requests are written only by requestAccess: the owner asks for the paid video and the
  // other user for a private image (ADMINS' delete target); the other roles' deletes are refused
  // before any record is looked up.
  const byModelApi = Object.keys(expectations).filter((name) => name !== 'AccessRequest');
  let paidVideo = '';
  let privateImage = '';
  await signedInAs(ADMIN, async () => {
    const opts = { authMode: 'userPool' };
    for (const name of byModelApi) {
      const created = await model(name).create(createInputs[name](ids, owner), opts);
      expect(created.errors).toBeUndefined();
      ids[name] = created.data.id;
    }
    for (const role of roles) {
      for (const name of byModelApi) {
        deleteTargets[`${role}/${name}`] = (await model(name).create(createInputs[name](ids, owner), opts)).data.id;
      }
    }
    paidVideo = (await client.models.Conferencia.list({ authMode: 'userPool' })).data.find((v) => !v.isFree)!.id;
    privateImage = (await client.models.Imagen.list({ authMode: 'userPool' })).data.find((i) => !i.isPublica)!.id;
  });
  const ask = (kind: 'IMAGEN' | 'CONFERENCIA', itemId: string) => async () => {
    const r = await client.mutations.requestAccess({ kind, itemId }, { authMode: 'userPool' });
    expect(r.errors).toBeUndefined();
    return r.data!.id;
  };
  ids.AccessRequest = await signedInAs(OWNER, ask('CONFERENCIA', paidVideo));
  for (const role of roles) deleteTargets[`${role}/AccessRequest`] = 'no-such-request';
  deleteTargets['admin/AccessRequest'] = await signedInAs(OTHER, ask('IMAGEN', privateImage));
});
afterAll(async () => cloud?.close());

describe('authorization through aws-amplify', () => {
  for (const role of roles) {
    it(`${role}: every model and operation as the rules say`, async () => {
      const outcomes: Record<string, string> = {};
      await signedInAs(account[role], async () => {
        const opts = { authMode: authMode(role) };
        for (const name of Object.keys(expectations)) {
          let outcome = '';
          for (const op of ops) {
            const m = model(name);
            const r =
              op === 'get'
                ? await m.get({ id: ids[name] }, opts)
                : op === 'list'
                  ? await m.list({ ...opts, limit: 1000 })
                  : op === 'create'
                    ? await m.create(createInputs[name](ids, owner), opts)
                    : op === 'update'
                      ? await m.update({ id: ids[name], ...updateFields(owner)[name] }, opts)
                      : await m.delete({ id: deleteTargets[`${role}/${name}`] }, opts);
            const denied = (r.errors ?? []).some((e: { errorType?: string }) => e.errorType === 'Unauthorized');
            if (!denied && r.errors?.length) throw new Error(`${role} ${op} ${name}: ${JSON.stringify(r.errors)}`);
            // What the caller got: '-' denied; 'O' only records it owns (an empty list included);
            // 'Y' anything else the operation allows.
            const mine = (record: { owner?: string | null } | null) => !!record && record.owner != null && record.owner === username[role];
            if (denied) outcome += '-';
            else if (op === 'list') outcome += (r.data as Array<{ owner?: string | null }>).every(mine) ? 'O' : 'Y';
            else if (op === 'get') outcome += mine(r.data) ? 'O' : 'Y';
            else outcome += 'Y';
          }
          outcomes[name] = outcome;
        }
      });
      expect(outcomes).toEqual(Object.fromEntries(Object.entries(expectations).map(([name, byRole]) => [name, byRole[role]])));
    });
  }

  for (const role of roles) {
    it(`${role}: custom operations as the rules say`, async () => {
      const outcome: Record<string, boolean> = {};
      await signedInAs(account[role], async () => {
        const opts = { authMode: authMode(role) } as const;
        const allowed = (r: { errors?: Array<{ errorType?: string }> }) => !(r.errors ?? []).some((e) => e.errorType === 'Unauthorized');
        outcome.incrementVisits = allowed(await client.mutations.incrementVisits(opts));
        outcome.getMediaUrl = allowed(await client.queries.getMediaUrl({ kind: 'IMAGEN', id: ids.Imagen }, opts));
        outcome.grantPurchase = allowed(await client.mutations.grantPurchase({ email: OWNER.email, kind: 'IMAGEN', id: ids.Imagen }, opts));
        // The test image is public: requestAccess refuses it in its handler and stores nothing.
        outcome.requestAccess = allowed(await client.mutations.requestAccess({ kind: 'IMAGEN', itemId: ids.Imagen }, opts));
        outcome.decideAccessRequest = allowed(await client.mutations.decideAccessRequest({ id: 'no-such-request', decision: 'RECHAZADA' }, opts));
        outcome.searchUsers = allowed(await client.queries.searchUsers({ text: 'nadie-con-este-texto' }, opts));
      });
      expect(outcome).toEqual(Object.fromEntries(Object.entries(customExpectations).map(([op, byRole]) => [op, byRole[role]])));
    });
  }
});
