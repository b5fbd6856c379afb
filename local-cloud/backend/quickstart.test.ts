// A Gen 2 app that is not this site: the quickstart-shaped backend of ../testing/quickstart
// (a Todo model open to the API key, API key by default, e-mail sign-in) served by the local
// cloud, which reads it from its amplify/backend.ts and writes its amplify_outputs.json, and
// driven through aws-amplify in Node with the one configuration step the README gives any app:
// create, list, update, delete, and observeQuery receiving the changes over the realtime
// endpoint. Then the API key's rules: refused to guests' IAM, refused when wrong or expired.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { parseAmplifyConfig } from 'aws-amplify/utils';
import { generateClient } from 'aws-amplify/data';
import { confirmSignUp, signIn, signOut, signUp } from 'aws-amplify/auth';
import type { Schema } from '../testing/quickstart/amplify/data/resource';
import { startLocalCloud, type LocalCloud } from '../main';
import { LOCAL_API_KEY } from '../shared/local-ids';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const PROJECT = resolve(import.meta.dirname, '../testing/quickstart');
const DAY = 86_400_000;

/** The README's configuration step for any Gen 2 app: the local endpoints of custom.local_cloud. */
function configureForLocalCloud(outputs: Parameters<typeof parseAmplifyConfig>[0] & { custom?: any }): void {
  const config = parseAmplifyConfig(outputs);
  const local = outputs.custom?.local_cloud;
  Amplify.configure(
    local
      ? {
          ...config,
          Auth: { ...config.Auth, Cognito: { ...config.Auth!.Cognito, userPoolEndpoint: local.user_pool_endpoint, identityPoolEndpoint: local.identity_pool_endpoint } },
        } as ResourcesConfig
      : config,
  );
}

let cloud: LocalCloud;
let dir: string;
let now = Date.now();
let outputs: Record<string, any>;
let client: ReturnType<typeof generateClient<Schema>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'quickstart-cloud-'));
  cloud = await startLocalCloud({ projectDir: PROJECT, dir, gatewayPort: 0, storagePort: 0, log: () => {}, clock: () => now });
  outputs = JSON.parse(readFileSync(join(PROJECT, 'amplify_outputs.json'), 'utf8'));
  configureForLocalCloud(outputs);
  client = generateClient<Schema>();
}, 240_000);
afterAll(async () => {
  await cloud?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the quickstart backend on the local cloud', () => {
  it('gets an amplify_outputs.json pointing at this local cloud, with its API key', () => {
    expect(outputs.version).toBe('1.4');
    expect(outputs.data).toMatchObject({
      url: `${cloud.gatewayUrl}/graphql`,
      api_key: LOCAL_API_KEY,
      default_authorization_type: 'API_KEY',
      authorization_types: expect.arrayContaining(['AMAZON_COGNITO_USER_POOLS', 'AWS_IAM']),
    });
    expect(Object.keys(outputs.data.model_introspection.models)).toEqual(['Todo']);
    expect(outputs.auth).toMatchObject({ username_attributes: ['email'], user_verification_types: ['email'], standard_required_attributes: ['email'] });
    expect(outputs.storage).toBeUndefined();
    expect(outputs.custom.local_cloud).toEqual({ user_pool_endpoint: cloud.gatewayUrl, identity_pool_endpoint: cloud.gatewayUrl, storage_http_endpoint: cloud.storageUrl });
  });

  it('creates, lists, updates and deletes todos, and observeQuery follows every change', async () => {
    const snapshots: Array<{ items: Array<Schema['Todo']['type']>; isSynced: boolean }> = [];
    const observed = client.models.Todo.observeQuery().subscribe({ next: (s) => snapshots.push({ items: [...s.items], isSynced: s.isSynced }) });
    const latest = async (check: (items: Array<Schema['Todo']['type']>) => boolean) => {
      for (let i = 0; i < 500; i++) {
        const last = snapshots.at(-1);
        if (last?.isSynced && check(last.items)) return last.items;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`observeQuery never showed it; last snapshot: ${JSON.stringify(snapshots.at(-1))}`);
    };
    await latest(() => true);
    // Subscriptions are acknowledged before the first list, so nothing is missed from here on.
    const created = await client.models.Todo.create({ content: 'Rezar el rosario' });
    expect(created.errors).toBeUndefined();
    const id = created.data!.id;
    await latest((items) => items.some((t) => t.id === id && t.content === 'Rezar el rosario'));

    const listed = await client.models.Todo.list();
    expect(listed.data.map((t) => t.content)).toContain('Rezar el rosario');

    const updated = await client.models.Todo.update({ id, content: 'Rezar el rosario en familia' });
    expect(updated.data?.content).toBe('Rezar el rosario en familia');
    await latest((items) => items.some((t) => t.id === id && t.content === 'Rezar el rosario en familia'));

    const deleted = await client.models.Todo.delete({ id });
    expect(deleted.data?.id).toBe(id);
    await latest((items) => !items.some((t) => t.id === id));
    expect((await client.models.Todo.get({ id })).data).toBeNull();
    observed.unsubscribe();
  });

  it("holds none of this site's demo content, and refuses to be seeded with it", async () => {
    await expect(signIn({ username: 'admin@educandoenlafe.local', password: 'Admin#2025fe' })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await client.models.Todo.list()).data).toEqual([]);
    await expect(startLocalCloud({ projectDir: PROJECT, dir, seed: true, gatewayPort: 0, storagePort: 0, log: () => {} })).rejects.toThrow(/demo seed is this site's content/);
  });

  it('signs up, confirms and signs in with e-mail, as the quickstart front end does', async () => {
    const email = 'quickstart@example.com';
    const password = 'Quick#start2025';
    const started = await signUp({ username: email, password, options: { userAttributes: { email } } });
    expect(started.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const [mail] = (await (await fetch(`${cloud.gatewayUrl}/_local/messages?to=${encodeURIComponent(email)}`)).json()) as Array<{ code: string }>;
    expect((await confirmSignUp({ username: email, confirmationCode: mail.code })).isSignUpComplete).toBe(true);
    expect((await signIn({ username: email, password })).isSignedIn).toBe(true);
    // A signed-in user still reaches the todos with the API key (the default mode).
    expect((await client.models.Todo.list()).errors).toBeUndefined();
    await signOut();
  });

  it('keeps the todos closed to other modes and to a wrong or expired key', async () => {
    expect((await client.models.Todo.list({ authMode: 'identityPool' })).errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
    const ask = (key: string) =>
      fetch(`${cloud.gatewayUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ query: '{ listTodos { items { id } } }' }) });
    expect((await ask(LOCAL_API_KEY)).status).toBe(200);
    const wrong = await ask('da2-aaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }] });
    now += 31 * DAY; // past expiresInDays: 30
    const expired = await ask(LOCAL_API_KEY);
    expect(expired.status).toBe(401);
    // aws-amplify reports the 401 as an 'Unauthorized' GraphQL error.
    expect((await client.models.Todo.list()).errors?.[0]).toMatchObject({ message: 'Unauthorized' });
  });
});
