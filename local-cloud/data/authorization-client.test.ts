// The hand-written expectations of authorization-expectations.ts asserted through aws-amplify's
// generateClient<Schema>() against a whole local cloud: real identity-pool credentials for guests,
// signed-in users and ADMINS members, real user-pool tokens for users, ADMINS and the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/data';
import { confirmSignUp, fetchAuthSession, signIn, signOut, signUp } from 'aws-amplify/auth';
import type { Schema } from '../../amplify/data/resource';
import { buildAmplifyConfig } from '../../src/lib/amplify-config';
import { startTestCloud, type TestCloud } from '../testing/start-test-cloud';
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

async function signedIn<T>(who: { email: string; password: string } | undefined, work: () => Promise<T>): Promise<T> {
  if (!who) return work();
  const result = await signIn({ username: who.email, password: who.password });
  if (!result.isSignedIn) throw new Error(`sign-in stopped at ${result.nextStep.signInStep}`);
  try {
    return await work();
  } finally {
    await signOut();
    // aws-amplify's signOut does not await clearing its token store.
    for (let i = 0; i < 100 && (await fetchAuthSession()).tokens; i++) await new Promise((r) => setTimeout(r, 10));
  }
}

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
  await signUp({ username: OTHER.email, password: OTHER.password, options: { userAttributes: { email: OTHER.email } } });
  const mail = (await (await fetch(`${cloud.gatewayUrl}/_local/messages?to=${encodeURIComponent(OTHER.email)}`)).json()) as Array<{ code: string }>;
  await confirmSignUp({ username: OTHER.email, confirmationCode: mail[0].code });
  const who = async () => {
    const payload = (await fetchAuthSession()).tokens!.accessToken.payload;
    return { sub: String(payload.sub), username: String(payload.username) };
  };
  owner = await signedIn(OWNER, who);
  username.owner = owner.username;
  username.user = (await signedIn(OTHER, who)).username;
  username.admin = (await signedIn(ADMIN, who)).username;
  await signedIn(ADMIN, async () => {
    const opts = { authMode: 'userPool' };
    for (const name of Object.keys(expectations)) {
      const created = await model(name).create(createInputs[name](ids, owner), opts);
      expect(created.errors).toBeUndefined();
      ids[name] = created.data.id;
    }
    for (const role of roles) {
      for (const name of Object.keys(expectations)) {
        deleteTargets[`${role}/${name}`] = (await model(name).create(createInputs[name](ids, owner), opts)).data.id;
      }
    }
  });
});
afterAll(async () => cloud?.close());

describe('authorization through aws-amplify', () => {
  for (const role of roles) {
    it(`${role}: every model and operation as the rules say`, async () => {
      const outcomes: Record<string, string> = {};
      await signedIn(account[role], async () => {
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
      await signedIn(account[role], async () => {
        const opts = { authMode: authMode(role) } as const;
        const allowed = (r: { errors?: Array<{ errorType?: string }> }) => !(r.errors ?? []).some((e) => e.errorType === 'Unauthorized');
        outcome.incrementVisits = allowed(await client.mutations.incrementVisits(opts));
        outcome.getMediaUrl = allowed(await client.queries.getMediaUrl({ kind: 'IMAGEN', id: ids.Imagen }, opts));
        outcome.grantPurchase = allowed(await client.mutations.grantPurchase({ email: OWNER.email, kind: 'IMAGEN', id: ids.Imagen }, opts));
      });
      expect(outcome).toEqual(Object.fromEntries(Object.entries(customExpectations).map(([op, byRole]) => [op, byRole[role]])));
    });
  }
});
