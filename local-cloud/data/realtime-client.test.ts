// Subscriptions of this site's models through aws-amplify in Node (the `ws` package as its
// WebSocket), against a whole local cloud: each subscriber gets the events of the records and
// fields it may read, with the identity it subscribed with. Writes come from the local operator
// (signed HTTP), so that subscribers of every kind can listen at the same time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Amplify } from 'aws-amplify';
import { Hub } from 'aws-amplify/utils';
import { generateClient } from 'aws-amplify/data';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { Schema } from '../../amplify/data/resource';
import { buildAmplifyConfig } from '../../src/lib/amplify-config';
import { startTestCloud, type TestCloud } from '../testing/start-test-cloud';
import { signedInAs } from '../testing/amplify-session';
import { signedGraphqlHeaders } from './test-support';

// Node 20 has no global WebSocket; aws-amplify's realtime provider uses the global one.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const ADMIN = { email: 'admin@educandoenlafe.local', password: 'Admin#2025fe' };
const USER = { email: 'usuario@educandoenlafe.local', password: 'Usuario#2025fe' };

let cloud: TestCloud;
let client: ReturnType<typeof generateClient<Schema>>;

async function operator(query: string, variables?: Record<string, unknown>): Promise<Record<string, any>> {
  const body = JSON.stringify({ query, variables });
  const headers = await signedGraphqlHeaders(cloud.gatewayUrl, cloud.operator, body);
  const res = await fetch(`${cloud.gatewayUrl}/graphql`, { method: 'POST', body, headers });
  const json = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
  if (json.errors?.length) throw new Error(JSON.stringify(json.errors));
  return json.data!;
}

/** Resolves once `count` subscriptions have been acknowledged by the server (start_ack). */
function acknowledged(count: number): Promise<void> {
  return new Promise((done) => {
    let seen = 0;
    const stop = Hub.listen('api', ({ payload }) => {
      if (payload.event === 'Subscription ack' && ++seen === count) {
        stop();
        done();
      }
    });
  });
}

/** The next `count` values (or the first error) of an observable. */
function collect<T>(observable: { subscribe(o: { next(v: T): void; error(e: unknown): void }): { unsubscribe(): void } }, count: number) {
  const values: T[] = [];
  let fail: (e: unknown) => void = () => {};
  let finish: () => void = () => {};
  const done = new Promise<T[]>((resolve, reject) => {
    finish = () => resolve(values);
    fail = reject;
  });
  const subscription = observable.subscribe({
    next(value) {
      values.push(value);
      if (values.length === count) finish();
    },
    error: (e) => fail(e),
  });
  return { done, values, unsubscribe: () => subscription.unsubscribe() };
}

const within = <T>(promise: Promise<T>, ms = 10_000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms))]);

beforeAll(async () => {
  cloud = await startTestCloud({ seed: true });
  Amplify.configure(buildAmplifyConfig(cloud.outputs as Parameters<typeof buildAmplifyConfig>[0]));
  client = generateClient<Schema>();
});
afterAll(async () => cloud?.close());

describe('realtime subscriptions through aws-amplify', () => {
  it('sends a guest the creations, updates and deletions of public content', async () => {
    const ready = acknowledged(3);
    const created = collect(client.models.Banner.onCreate(), 1);
    const updated = collect(client.models.Banner.onUpdate(), 1);
    const deleted = collect(client.models.Banner.onDelete(), 1);
    await within(ready);
    const { createBanner } = await operator('mutation { createBanner(input: { titulo: "En vivo", text: "t", imageFolder: "Banner/" }) { id titulo text imageFolder createdAt updatedAt } }');
    await operator(`mutation { updateBanner(input: { id: "${createBanner.id}", titulo: "Cambiado" }) { id titulo text imageFolder createdAt updatedAt } }`);
    await operator(`mutation { deleteBanner(input: { id: "${createBanner.id}" }) { id titulo text imageFolder createdAt updatedAt } }`);
    expect((await within(created.done))[0]).toMatchObject({ id: createBanner.id, titulo: 'En vivo', imageFolder: 'Banner/' });
    expect((await within(updated.done))[0]).toMatchObject({ id: createBanner.id, titulo: 'Cambiado' });
    expect((await within(deleted.done))[0]).toMatchObject({ id: createBanner.id });
    for (const s of [created, updated, deleted]) s.unsubscribe();
  });

  it('keeps a guest observeQuery of the books in step with the writes', async () => {
    const snapshots: Array<{ items: Array<{ id: string; name: string }>; isSynced: boolean }> = [];
    const ready = acknowledged(3);
    const subscription = client.models.Libro.observeQuery().subscribe({ next: (s) => snapshots.push(s as never) });
    await within(ready);
    const initial = await within(
      (async () => {
        while (!snapshots.some((s) => s.isSynced)) await new Promise((r) => setTimeout(r, 20));
        return snapshots.find((s) => s.isSynced)!.items.length;
      })(),
    );
    const { createLibro } = await operator(
      'mutation { createLibro(input: { name: "Otros - En vivo", image: "libros/portadas/x.jpg", pagesFolder: "Otros - En vivo" }) { id name image pagesFolder price createdAt updatedAt } }',
    );
    await within(
      (async () => {
        while (!snapshots.at(-1)?.items.some((b) => b.id === createLibro.id)) await new Promise((r) => setTimeout(r, 20));
      })(),
    );
    expect(snapshots.at(-1)!.items).toHaveLength(initial + 1);
    await operator(`mutation { deleteLibro(input: { id: "${createLibro.id}" }) { id name image pagesFolder price createdAt updatedAt } }`);
    await within(
      (async () => {
        while (snapshots.at(-1)!.items.some((b) => b.id === createLibro.id)) await new Promise((r) => setTimeout(r, 20));
      })(),
    );
    expect(snapshots.at(-1)!.items).toHaveLength(initial);
    subscription.unsubscribe();
  });

  it('sends a signed-in user their own purchases only', async () => {
    const imagenId = (await operator('{ listImagens(limit: 1) { items { id } } }')).listImagens.items[0].id as string;
    await signedInAs(USER, async () => {
      const sub = String((await fetchAuthSession()).tokens!.idToken!.payload.sub);
      const ready = acknowledged(1);
      const purchases = collect(client.models.Compra.onCreate({ authMode: 'userPool' }), 2);
      await within(ready);
      const fields = 'id userId imagenId email owner createdAt updatedAt';
      await operator(`mutation { createCompra(input: { userId: "someone-else", imagenId: "${imagenId}", owner: "other-sub::other-sub" }) { ${fields} } }`);
      const mine = await operator(`mutation { createCompra(input: { userId: "${sub}", imagenId: "${imagenId}", owner: "${sub}::${sub}" }) { ${fields} } }`);
      await operator(`mutation { createCompra(input: { userId: "${sub}", imagenId: "${imagenId}", owner: "${sub}::${sub}" }) { ${fields} } }`);
      const received = await within(purchases.done);
      expect(received.map((p) => (p as { userId: string }).userId)).toEqual([sub, sub]);
      expect(received[0]).toMatchObject({ id: mine.createCompra.id, owner: sub });
      purchases.unsubscribe();
    });
  });

  it('sends ADMINS every contact message as it arrives', async () => {
    await signedInAs(ADMIN, async () => {
      const ready = acknowledged(2);
      const created = collect(client.models.ContactMessage.onCreate({ authMode: 'userPool' }), 1);
      const deleted = collect(client.models.ContactMessage.onDelete({ authMode: 'userPool' }), 1);
      await within(ready);
      const fields = 'id name email phone message createdAt updatedAt';
      const { createContactMessage } = await operator(`mutation { createContactMessage(input: { name: "Ana", email: "ana@example.com", message: "Hola" }) { ${fields} } }`);
      expect((await within(created.done))[0]).toMatchObject({ name: 'Ana', message: 'Hola' });
      await operator(`mutation { deleteContactMessage(input: { id: "${createContactMessage.id}" }) { ${fields} } }`);
      expect((await within(deleted.done))[0]).toMatchObject({ id: createContactMessage.id });
      created.unsubscribe();
      deleted.unsubscribe();
    });
  });

  // Last: aws-amplify closes its socket after an authorization error and reconnects 5 s later.
  it('refuses a guest the contact messages and the purchases', async () => {
    const messages = collect(client.models.ContactMessage.onCreate(), 1);
    const purchases = collect(client.models.Compra.onCreate(), 1);
    await expect(within(messages.done)).rejects.toMatchObject({ errors: [{ message: expect.stringContaining('Not Authorized to access onCreateContactMessage') }] });
    await expect(within(purchases.done)).rejects.toMatchObject({ errors: [{ message: expect.stringContaining('Not Authorized to access onCreateCompra') }] });
  });
});
