// Access requests through aws-amplify's generateClient<Schema>() against a whole local cloud,
// the way the site and an attacker with a user's tokens would call it: what requestAccess
// refuses, what the model API refuses to users (creating for someone else or as APROBADA,
// changing a status, reading another user's requests, deciding), and the admin's decisions
// (approval grants once, also when sent twice at the same time; rejection keeps its reason).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/data';
import { fetchAuthSession } from 'aws-amplify/auth';
import type { Schema } from '../../amplify/data/resource';
import { buildAmplifyConfig } from '../../src/lib/amplify-config';
import { startTestCloud, type TestCloud } from '../testing/start-test-cloud';
import { createConfirmedUser, signedInAs } from '../testing/amplify-session';
import { demoUserPurchasedImageKey } from '../seed/demo-records';

const ADMIN = { email: process.env.SEED_ADMIN_EMAIL ?? 'admin@educandoenlafe.local', password: process.env.SEED_ADMIN_PASSWORD ?? 'Admin#2025fe' };
const USER = { email: process.env.SEED_USER_EMAIL ?? 'usuario@educandoenlafe.local', password: process.env.SEED_USER_PASSWORD ?? 'Usuario#2025fe' };
const OTHER = { email: 'solicitante@educandoenlafe.local', password: 'Solicita#2025fe' };
const pool = { authMode: 'userPool' } as const;

type Errors = { errors?: Array<{ errorType?: string; message?: string }> };
const errorTypes = (r: Errors) => (r.errors ?? []).map((e) => e.errorType);
const codes = (r: Errors) => (r.errors ?? []).map((e) => /^([A-Z_]+):/.exec(e.message ?? '')?.[1]);

let cloud: TestCloud;
let client: ReturnType<typeof generateClient<Schema>>;
let paidVideo: Schema['Conferencia']['type'];
let freeVideo: Schema['Conferencia']['type'];
/** The private image the demo user holds (the seed's purchase), and one nobody holds. */
let ownedImage: Schema['Imagen']['type'];
let otherImage: Schema['Imagen']['type'];
const subs: Record<string, string> = {};

const mySub = async () => String((await fetchAuthSession()).tokens!.accessToken.payload.sub);

beforeAll(async () => {
  cloud = await startTestCloud({ seed: true });
  Amplify.configure(buildAmplifyConfig(cloud.outputs as Parameters<typeof buildAmplifyConfig>[0]));
  client = generateClient<Schema>();
  await createConfirmedUser(cloud.gatewayUrl, OTHER);
  subs.user = await signedInAs(USER, mySub);
  subs.other = await signedInAs(OTHER, mySub);
  const videos = (await client.models.Conferencia.list()).data;
  paidVideo = videos.find((v) => !v.isFree)!;
  freeVideo = videos.find((v) => v.isFree)!;
  const privateImages = (await client.models.Imagen.list()).data.filter((i) => !i.isPublica);
  ownedImage = privateImages.find((i) => i.filePath === demoUserPurchasedImageKey)!;
  otherImage = privateImages.find((i) => i.filePath !== demoUserPurchasedImageKey)!;
  expect(ownedImage && otherImage).toBeTruthy();
});
afterAll(async () => cloud?.close());

describe('access requests through aws-amplify', () => {
  let requestId = '';

  it('a user asks for a paid video: one pending request, theirs, with their e-mail; a second one is refused', async () => {
    await signedInAs(OTHER, async () => {
      const first = await client.mutations.requestAccess({ kind: 'CONFERENCIA', itemId: paidVideo.id, message: 'Deposité el lunes', reference: 'DEP-7781' }, pool);
      expect(first.errors).toBeUndefined();
      expect(first.data).toMatchObject({ kind: 'CONFERENCIA', itemId: paidVideo.id, status: 'PENDIENTE' });
      requestId = first.data!.id;
      const second = await client.mutations.requestAccess({ kind: 'CONFERENCIA', itemId: paidVideo.id }, pool);
      expect(codes(second)).toEqual(['ALREADY_REQUESTED']);
      const mine = await client.models.AccessRequest.list(pool);
      expect(mine.data).toEqual([
        expect.objectContaining({
          id: requestId, userId: subs.other, email: OTHER.email, status: 'PENDIENTE', message: 'Deposité el lunes', reference: 'DEP-7781', reason: null,
        }),
      ]);
    });
  });

  it('refuses bad input and stores nothing: unknown item, free item, owned item, over-long texts, a guest', async () => {
    await signedInAs(USER, async () => {
      const answers = await Promise.all([
        client.mutations.requestAccess({ kind: 'CONFERENCIA', itemId: 'no-existe' }, pool),
        client.mutations.requestAccess({ kind: 'IMAGEN', itemId: paidVideo.id }, pool),
        client.mutations.requestAccess({ kind: 'CONFERENCIA', itemId: freeVideo.id }, pool),
        client.mutations.requestAccess({ kind: 'IMAGEN', itemId: ownedImage.id }, pool),
        client.mutations.requestAccess({ kind: 'CONFERENCIA', itemId: paidVideo.id, message: 'x'.repeat(501) }, pool),
        client.mutations.requestAccess({ kind: 'CONFERENCIA', itemId: paidVideo.id, reference: 'x'.repeat(101) }, pool),
      ]);
      expect(answers.map((a) => codes(a)[0])).toEqual(['NOT_FOUND', 'NOT_FOUND', 'FREE_ITEM', 'ALREADY_OWNED', 'BAD_REQUEST', 'BAD_REQUEST']);
      expect((await client.models.AccessRequest.list(pool)).data).toEqual([]);
    });
    const guest = await client.mutations.requestAccess({ kind: 'CONFERENCIA', itemId: paidVideo.id }, { authMode: 'identityPool' });
    expect(errorTypes(guest)).toEqual(['Unauthorized']);
  });

  it('refuses a user who creates a request for someone else, creates one as APROBADA, or passes an owner or status to requestAccess', async () => {
    await signedInAs(OTHER, async () => {
      const base = { email: OTHER.email, kind: 'IMAGEN' as const, itemId: otherImage.id, requestedAt: new Date().toISOString() };
      const forSomeoneElse = await client.models.AccessRequest.create(
        { ...base, userId: subs.user, email: USER.email, status: 'PENDIENTE', owner: `${subs.user}::${subs.user}` },
        pool,
      );
      expect(errorTypes(forSomeoneElse)).toEqual(['Unauthorized']);
      const approvedForSelf = await client.models.AccessRequest.create({ ...base, userId: subs.other, status: 'APROBADA', owner: `${subs.other}::${subs.other}` }, pool);
      expect(errorTypes(approvedForSelf)).toEqual(['Unauthorized']);
      for (const argument of ['owner: "x"', 'status: APROBADA', 'userId: "x"']) {
        const sneaky = await (client.graphql({
          query: `mutation { requestAccess(kind: IMAGEN, itemId: "${otherImage.id}", ${argument}) { id status } }`,
          authMode: 'userPool',
        }) as Promise<unknown>).catch((error: Errors) => error);
        const name = argument.split(':')[0];
        expect((sneaky as Errors).errors?.map((e) => e.message)).toEqual([
          `Validation error of type UnknownArgument: Unknown field argument ${name} @ 'requestAccess'`,
        ]);
      }
      expect((await client.models.AccessRequest.list(pool)).data.map((r) => r.id)).toEqual([requestId]);
    });
  });

  it('refuses a user who changes a status, reads or deletes another user\'s request, or decides one', async () => {
    await signedInAs(OTHER, async () => {
      const update = await client.models.AccessRequest.update({ id: requestId, status: 'APROBADA' }, pool);
      expect(errorTypes(update)).toEqual(['Unauthorized']);
      const decide = await client.mutations.decideAccessRequest({ id: requestId, decision: 'APROBADA' }, pool);
      expect(errorTypes(decide)).toEqual(['Unauthorized']);
      const grant = await client.mutations.grantPurchase({ email: OTHER.email, kind: 'CONFERENCIA', id: paidVideo.id }, pool);
      expect(errorTypes(grant)).toEqual(['Unauthorized']);
      const search = await client.queries.searchUsers({ text: 'usuario' }, pool);
      expect(errorTypes(search)).toEqual(['Unauthorized']);
    });
    await signedInAs(USER, async () => {
      expect(errorTypes(await client.models.AccessRequest.get({ id: requestId }, pool))).toEqual(['Unauthorized']);
      expect((await client.models.AccessRequest.list(pool)).data).toEqual([]);
      expect((await client.models.AccessRequest.listAccessRequestByUser({ userId: subs.other }, pool)).data).toEqual([]);
      expect((await client.models.AccessRequest.listAccessRequestByStatus({ status: 'PENDIENTE' }, pool)).data).toEqual([]);
      expect(errorTypes(await client.models.AccessRequest.delete({ id: requestId }, pool))).toEqual(['Unauthorized']);
    });
    await signedInAs(OTHER, async () => {
      const still = await client.models.AccessRequest.get({ id: requestId }, pool);
      expect(still.data).toMatchObject({ status: 'PENDIENTE' });
      // Refused before the approval: no signed URL for the paid video.
      expect(codes(await client.queries.getMediaUrl({ kind: 'CONFERENCIA', id: paidVideo.id }, pool))).toEqual(['PURCHASE_REQUIRED']);
    });
  });

  it('ADMINS see the pending request and approve it twice at the same time: one purchase, then the user plays the video', async () => {
    await signedInAs(ADMIN, async () => {
      const pending = await client.models.AccessRequest.listAccessRequestByStatus({ status: 'PENDIENTE' }, pool);
      expect(pending.data.map((r) => r.id)).toContain(requestId);
      const [a, b] = await Promise.all([
        client.mutations.decideAccessRequest({ id: requestId, decision: 'APROBADA' }, pool),
        client.mutations.decideAccessRequest({ id: requestId, decision: 'APROBADA' }, pool),
      ]);
      expect(a.errors).toBeUndefined();
      expect(b.errors).toBeUndefined();
      expect(a.data).toMatchObject({ id: requestId, status: 'APROBADA' });
      expect(b.data?.purchaseId).toBe(a.data?.purchaseId);
      const purchases = (await client.models.ConferenciaCompra.list(pool)).data.filter((p) => p.userId === subs.other && p.conferenciaId === paidVideo.id);
      expect(purchases).toHaveLength(1);
      expect(purchases[0]).toMatchObject({ email: OTHER.email });
      const rejectAfter = await client.mutations.decideAccessRequest({ id: requestId, decision: 'RECHAZADA' }, pool);
      expect(codes(rejectAfter)).toEqual(['ALREADY_DECIDED']);
    });
    await signedInAs(OTHER, async () => {
      expect((await client.models.AccessRequest.get({ id: requestId }, pool)).data).toMatchObject({ status: 'APROBADA' });
      const url = await client.queries.getMediaUrl({ kind: 'CONFERENCIA', id: paidVideo.id }, pool);
      expect(url.errors).toBeUndefined();
      expect(url.data?.url).toContain('conferencias/privado/');
      // Held now: asking again is refused.
      expect(codes(await client.mutations.requestAccess({ kind: 'CONFERENCIA', itemId: paidVideo.id }, pool))).toEqual(['ALREADY_OWNED']);
    });
  });

  it('a rejection keeps its reason for the user; the user may ask again, and ADMINS may delete a request', async () => {
    const image = otherImage;
    const id = await signedInAs(OTHER, async () => (await client.mutations.requestAccess({ kind: 'IMAGEN', itemId: image.id }, pool)).data!.id);
    await signedInAs(ADMIN, async () => {
      const rejected = await client.mutations.decideAccessRequest({ id, decision: 'RECHAZADA', reason: 'No encontramos el depósito' }, pool);
      expect(rejected.data).toMatchObject({ status: 'RECHAZADA', reason: 'No encontramos el depósito', purchaseId: null });
      expect(codes(await client.mutations.decideAccessRequest({ id, decision: 'APROBADA' }, pool))).toEqual(['ALREADY_DECIDED']);
    });
    await signedInAs(OTHER, async () => {
      expect((await client.models.AccessRequest.get({ id }, pool)).data).toMatchObject({ status: 'RECHAZADA', reason: 'No encontramos el depósito' });
      const again = await client.mutations.requestAccess({ kind: 'IMAGEN', itemId: image.id, reference: 'DEP-2' }, pool);
      expect(again.data).toMatchObject({ id, status: 'PENDIENTE' });
      expect((await client.models.AccessRequest.get({ id }, pool)).data).toMatchObject({ status: 'PENDIENTE', reason: null, reference: 'DEP-2' });
    });
    await signedInAs(ADMIN, async () => {
      expect((await client.models.AccessRequest.delete({ id }, pool)).errors).toBeUndefined();
      expect((await client.models.AccessRequest.get({ id }, pool)).data).toBeNull();
    });
  });

  it('ADMINS find a user by part of a name or e-mail', async () => {
    await signedInAs(ADMIN, async () => {
      const found = await client.queries.searchUsers({ text: 'SOLICITA' }, pool);
      expect(found.errors).toBeUndefined();
      expect(found.data).toEqual({ users: [expect.objectContaining({ sub: subs.other, email: OTHER.email })], complete: true });
      expect(codes(await client.queries.searchUsers({ text: 'a' }, pool))).toEqual(['BAD_REQUEST']);
    });
  });
});
