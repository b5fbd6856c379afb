// The data API through aws-amplify's generateClient<Schema>() against a running local cloud:
// guests through the identity pool, signed-in users and ADMINS through the user pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../../amplify/data/resource';
import { buildAmplifyConfig } from '../../src/lib/amplify-config';
import { startTestCloud, type TestCloud } from '../testing/start-test-cloud';
import { createConfirmedUser, signedInAs } from '../testing/amplify-session';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { LOCAL_BUCKET_NAME } from '../shared/local-ids';
import { settings } from '../shared/settings';
import { booklets as demoBooklets } from '../seed/media-manifest';

const ADMIN = { email: settings().seed.adminEmail, password: settings().seed.adminPassword };
const USER = { email: settings().seed.userEmail, password: settings().seed.userPassword };
const OTHER = { email: 'otro@educandoenlafe.local', password: 'Otro#2025fe!' };

let cloud: TestCloud;
let client: ReturnType<typeof generateClient<Schema>>;

const errorTypes = (r: { errors?: Array<{ errorType?: string }> }) => (r.errors ?? []).map((e) => e.errorType);

beforeAll(async () => {
  cloud = await startTestCloud({ seed: true });
  Amplify.configure(buildAmplifyConfig(cloud.outputs as Parameters<typeof buildAmplifyConfig>[0]));
  client = generateClient<Schema>();
  // A second signed-in user, who owns nothing.
  await createConfirmedUser(cloud.gatewayUrl, OTHER);
});
afterAll(async () => cloud?.close());

describe('through aws-amplify', () => {
  it('finds the demo records seeded on first start, pointing at stored media', async () => {
    const [banners, books, booklets, images, videos, contact, params] = await Promise.all([
      client.models.Banner.list(),
      client.models.Libro.list(),
      client.models.Devocionario.list(),
      client.models.Imagen.list(),
      client.models.Conferencia.list(),
      client.models.ContactInfo.list(),
      client.models.Parametro.list(),
    ]);
    expect(banners.data).toEqual([expect.objectContaining({ imageFolder: 'Banner/', titulo: expect.any(String), text: expect.any(String) })]);
    const groups = new Set(books.data.map((b) => /^(preescolar|primaria|secundaria)/i.exec(b.name)?.[1]?.toLowerCase() ?? 'otros'));
    expect(groups).toEqual(new Set(['preescolar', 'primaria', 'secundaria', 'otros']));
    expect(books.data.every((b) => b.pagesFolder === b.name)).toBe(true);
    expect(booklets.data.map((b) => b.name).sort()).toEqual(demoBooklets.map((b) => b.name).sort());
    expect(images.data.some((i) => i.isPublica) && images.data.some((i) => !i.isPublica)).toBe(true);
    expect(images.data.every((i) => i.etiquetas.length > 0 && (i.isPublica ? i.costo === 0 : i.costo > 0))).toBe(true);
    expect(videos.data.some((v) => v.isFree) && videos.data.some((v) => !v.isFree)).toBe(true);
    expect(videos.data.every((v) => typeof v.views === 'number' && typeof v.likes === 'number' && v.publishedAt)).toBe(true);
    expect(contact.data).toHaveLength(1);
    expect(Object.fromEntries(params.data.map((p) => [p.clave, p.valor]))).toMatchObject({ visitas: '0', quote: expect.any(String), author: expect.any(String) });
    // Every media key a record names exists in storage.
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: cloud.storageUrl,
      forcePathStyle: true,
      credentials: cloud.operator,
    });
    const keys = [
      ...books.data.map((b) => b.image),
      ...images.data.map((i) => i.filePath),
      ...videos.data.flatMap((v) => [v.videoPath, v.thumbnailPath]),
    ];
    for (const key of keys) {
      await expect(s3.send(new HeadObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key: key }))).resolves.toBeDefined();
    }
    s3.destroy();
  });

  it('lets guests read content and nothing else', async () => {
    const books = await client.models.Libro.list();
    expect(books.errors).toBeUndefined();
    expect(books.data.length).toBeGreaterThanOrEqual(4);
    const created = await client.models.Libro.create({ name: 'x', image: 'y', pagesFolder: 'x' });
    expect(errorTypes(created)).toEqual(['Unauthorized']);
    expect(errorTypes(await client.models.Parametro.create({ clave: 'quote', valor: 'x' }))).toEqual(['Unauthorized']);
    expect(errorTypes(await client.models.Compra.list())).toEqual(['Unauthorized']);
    const message = await client.models.ContactMessage.create({ name: 'Ana', email: 'ana@example.com', message: 'Hola' });
    expect(message.errors).toBeUndefined();
    expect(errorTypes(await client.models.ContactMessage.list())).toEqual(['Unauthorized']);
  });

  it('gives ADMINS full control of content through the user pool', async () => {
    await signedInAs(ADMIN, async () => {
      const opts = { authMode: 'userPool' as const };
      const created = await client.models.Libro.create({ name: 'Otros - Nuevo', image: 'libros/portadas/n/p.jpg', pagesFolder: 'Otros - Nuevo' }, opts);
      expect(created.errors).toBeUndefined();
      const updated = await client.models.Libro.update({ id: created.data!.id, price: 10 }, opts);
      expect(updated.data?.price).toBe(10);
      const deleted = await client.models.Libro.delete({ id: created.data!.id }, opts);
      expect(deleted.data?.id).toBe(created.data!.id);
      const messages = await client.models.ContactMessage.list(opts);
      expect(messages.data.map((m) => m.name)).toContain('Ana');
      // ADMINS read every purchase.
      expect((await client.models.Compra.list(opts)).data.length).toBeGreaterThanOrEqual(1);
    });
  });

  it('shows purchases to their owner only', async () => {
    const own = await signedInAs(USER, () => client.models.Compra.list({ authMode: 'userPool' }));
    expect(own.errors).toBeUndefined();
    expect(own.data.length).toBe(1);
    // The seeded purchase carries the buyer's e-mail, as grantPurchase writes it.
    expect(own.data[0].email).toBe(USER.email);
    // The purchases page reads the image through the belongsTo relation.
    const withImage = await signedInAs(USER, () =>
      client.models.Compra.list({ authMode: 'userPool', selectionSet: ['id', 'imagenId', 'imagen.id', 'imagen.filePath'] }),
    );
    expect(withImage.errors).toBeUndefined();
    expect(withImage.data[0].imagen?.id).toBe(own.data[0].imagenId);
    expect(withImage.data[0].imagen?.filePath).toMatch(/^galeria\/private\//);
    await signedInAs(OTHER, async () => {
      const opts = { authMode: 'userPool' as const };
      expect((await client.models.Compra.list(opts)).data).toEqual([]);
      expect(errorTypes(await client.models.Compra.get({ id: own.data[0].id }, opts))).toEqual(['Unauthorized']);
      expect(errorTypes(await client.models.Compra.create({ userId: 'me', imagenId: own.data[0].imagenId }, opts))).toEqual(['Unauthorized']);
      expect(errorTypes(await client.models.Parametro.create({ clave: 'quote', valor: 'x' }, opts))).toEqual(['Unauthorized']);
    });
  });

  it('pages through 250 records returning each exactly once', async () => {
    await signedInAs(ADMIN, async () => {
      for (let i = 0; i < 250; i += 25) {
        const batch = await Promise.all(
          Array.from({ length: 25 }, (_, j) =>
            client.models.Devocionario.create({ name: `Paging ${i + j}`, pagesFolder: `paging-${i + j}` }, { authMode: 'userPool' }),
          ),
        );
        expect(batch.every((r) => !r.errors)).toBe(true);
      }
    });
    const seen: string[] = [];
    let nextToken: string | null | undefined;
    do {
      const page = await client.models.Devocionario.list({ limit: 40, nextToken, filter: { name: { beginsWith: 'Paging ' } } });
      expect(page.errors).toBeUndefined();
      seen.push(...page.data.map((d) => d.name));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(seen.length).toBe(250);
    expect(new Set(seen).size).toBe(250);
  });

  it('returns no rows for SQL in a filter value and harms nothing', async () => {
    for (const value of ["x' OR '1'='1", "'; DROP TABLE m_Libro; --", '%']) {
      const r = await client.models.Libro.list({ filter: { name: { eq: value } } });
      expect(r.errors).toBeUndefined();
      expect(r.data).toEqual([]);
    }
    expect((await client.models.Libro.list()).data.length).toBeGreaterThanOrEqual(4);
  });

  it('adds exactly one visit per call under 200 concurrent calls', async () => {
    const before = await client.mutations.incrementVisits();
    expect(before.errors).toBeUndefined();
    const results = await Promise.all(Array.from({ length: 200 }, () => client.mutations.incrementVisits()));
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const values = results.map((r) => r.data as number).sort((a, b) => a - b);
    expect(new Set(values).size).toBe(200);
    expect(values[199]).toBe((before.data as number) + 200);
    const stored = await client.models.Parametro.list({ filter: { clave: { eq: 'visitas' } } });
    expect(stored.data.map((p) => p.valor)).toEqual([String((before.data as number) + 200)]);
    // Every visit is also counted under its day, exactly: the days add up to the total.
    const days = await signedInAs(ADMIN, () => client.models.VisitaDiaria.list({ authMode: 'userPool' }));
    expect(days.errors).toBeUndefined();
    expect(days.data.reduce((sum, day) => sum + day.visitas, 0)).toBe((before.data as number) + 200);
    // The same function counts a video's views.
    const video = (await client.models.Conferencia.list()).data[0];
    const view = await client.mutations.registerVideoView({ conferenciaId: video.id });
    expect(view.errors).toBeUndefined();
    expect(view.data).toBe((video.views ?? 0) + 1);
    expect((await client.models.Conferencia.get({ id: video.id })).data?.views).toBe((video.views ?? 0) + 1);
  });

  it('signs media URLs only for a purchase or for ADMINS, and grants purchases by e-mail', async () => {
    const images = (await client.models.Imagen.list()).data;
    const privateImages = images.filter((i) => !i.isPublica);
    const videos = (await client.models.Conferencia.list()).data;
    const paidVideo = videos.find((v) => !v.isFree)!;
    // Guests cannot call it at all.
    expect(errorTypes(await client.queries.getMediaUrl({ kind: 'IMAGEN', id: privateImages[0].id }))).toEqual(['Unauthorized']);
    const purchased = await signedInAs(USER, () => client.models.Compra.list({ authMode: 'userPool' }));
    const ownedImage = purchased.data[0].imagenId;
    const notOwned = privateImages.find((i) => i.id !== ownedImage)!;
    await signedInAs(USER, async () => {
      const opts = { authMode: 'userPool' as const };
      const granted = await client.queries.getMediaUrl({ kind: 'IMAGEN', id: ownedImage }, opts);
      expect(granted.errors).toBeUndefined();
      const bytes = await fetch(granted.data!.url);
      expect(bytes.status).toBe(200);
      expect(bytes.headers.get('content-type')).toBe('image/webp');
      const refused = await client.queries.getMediaUrl({ kind: 'IMAGEN', id: notOwned.id }, opts);
      expect(refused.data).toBeNull();
      expect(refused.errors?.length).toBe(1);
      expect(errorTypes(await client.queries.getMediaUrl({ kind: 'CONFERENCIA', id: paidVideo.id }, opts))).toHaveLength(1);
      // Only ADMINS may grant.
      expect(errorTypes(await client.mutations.grantPurchase({ email: USER.email, kind: 'CONFERENCIA', id: paidVideo.id }, opts))).toEqual(['Unauthorized']);
    });
    await signedInAs(ADMIN, async () => {
      const opts = { authMode: 'userPool' as const };
      const adminUrl = await client.queries.getMediaUrl({ kind: 'CONFERENCIA', id: paidVideo.id }, opts);
      expect(adminUrl.errors).toBeUndefined();
      expect((await fetch(adminUrl.data!.url)).status).toBe(200);
      const grant = await client.mutations.grantPurchase({ email: USER.email, kind: 'CONFERENCIA', id: paidVideo.id }, opts);
      expect(grant.errors).toBeUndefined();
      expect(grant.data).toMatchObject({ kind: 'CONFERENCIA', email: USER.email });
    });
    await signedInAs(USER, async () => {
      const opts = { authMode: 'userPool' as const };
      const video = await client.queries.getMediaUrl({ kind: 'CONFERENCIA', id: paidVideo.id }, opts);
      expect(video.errors).toBeUndefined();
      expect((await fetch(video.data!.url)).status).toBe(200);
      const mine = await client.models.ConferenciaCompra.list(opts);
      expect(mine.data.map((c) => c.conferenciaId)).toEqual([paidVideo.id]);
      // The grant function stored the buyer's e-mail on the record.
      expect(mine.data[0].email).toBe(USER.email);
    });
  });
});
