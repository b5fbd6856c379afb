// aws-amplify's Storage against the local S3, with credentials from the local identity pool
// (guest, signed-in user, administrator in ADMINS), as the SPA uses it.
import { randomBytes } from 'node:crypto';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { copy, downloadData, getProperties, getUrl, isCancelError, list, remove, uploadData } from 'aws-amplify/storage';
import { buildAmplifyConfig } from '../../src/lib/amplify-config';
import { settings } from '../shared/settings';
import { startTestIdentity, type TestIdentity } from '../identity/test-server';
import { startTestStorage, type TestStorage } from './test-support';

// aws-amplify's multipart upload reads Blobs with the browser's FileReader (for CRC32); Node 20
// has Blob but no FileReader, so tests give it the smallest equivalent.
class BlobFileReader {
  result: ArrayBuffer | null = null;
  error: unknown = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  readAsArrayBuffer(blob: Blob): void {
    blob.arrayBuffer().then(
      (buffer) => {
        this.result = buffer;
        this.onload?.();
      },
      (error: unknown) => {
        this.error = error;
        this.onerror?.();
      },
    );
  }
}
(globalThis as { FileReader?: unknown }).FileReader ??= BlobFileReader;

let identity: TestIdentity;
let storage: TestStorage;

beforeAll(async () => {
  identity = await startTestIdentity({ seed: true });
  storage = await startTestStorage({ credentials: identity.service.credentials });
  const outputs = structuredClone(identity.outputs);
  outputs.custom.local_cloud.storage_http_endpoint = storage.url;
  Amplify.configure(buildAmplifyConfig(outputs));
});
afterAll(async () => {
  await signOut().catch(() => undefined);
  await storage?.close();
  await identity?.close();
});

async function as(role: 'guest' | 'user' | 'admin'): Promise<void> {
  await signOut();
  if (role === 'user') await signIn({ username: settings().seed.userEmail, password: settings().seed.userPassword });
  if (role === 'admin') await signIn({ username: settings().seed.adminEmail, password: settings().seed.adminPassword });
  const session = await fetchAuthSession();
  expect(session.credentials).toBeDefined();
}

async function download(path: string): Promise<Buffer> {
  const { body } = await downloadData({ path }).result;
  return Buffer.from(await (await body.blob()).arrayBuffer());
}

async function failure(promise: PromiseLike<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).name;
  }
  throw new Error('expected a failure');
}

describe('as an administrator', () => {
  beforeAll(() => as('admin'));

  it('uploads, downloads, describes, signs a URL, copies and removes', async () => {
    const bytes = randomBytes(20_000);
    const uploaded = await uploadData({
      path: 'galeria/private/prueba.jpg',
      data: bytes,
      options: { contentType: 'image/jpeg', metadata: { etiquetas: 'Teoria' } },
    }).result;
    expect(uploaded.path).toBe('galeria/private/prueba.jpg');
    expect((await download('galeria/private/prueba.jpg')).equals(bytes)).toBe(true);

    const props = await getProperties({ path: 'galeria/private/prueba.jpg' });
    expect(props).toMatchObject({ contentType: 'image/jpeg', size: 20_000, metadata: { etiquetas: 'Teoria' } });

    const { url } = await getUrl({ path: 'galeria/private/prueba.jpg', options: { expiresIn: 300 } });
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);

    await copy({ source: { path: 'galeria/private/prueba.jpg' }, destination: { path: 'galeria/public/prueba.jpg' } });
    expect((await download('galeria/public/prueba.jpg')).equals(bytes)).toBe(true);
    await remove({ path: 'galeria/private/prueba.jpg' });
    expect(await failure(getProperties({ path: 'galeria/private/prueba.jpg' }))).toBe('NotFound');
  });

  it('lists with a page size, paging to the end', async () => {
    const keys = [1, 2, 3, 4, 5].map((n) => `devocionario/rosario amplify/pagina ${n}.jpg`);
    for (const path of keys) await uploadData({ path, data: path }).result;
    const seen: string[] = [];
    let nextToken: string | undefined;
    let pages = 0;
    do {
      const page = await list({ path: 'devocionario/rosario amplify/', options: { pageSize: 2, nextToken } });
      seen.push(...page.items.map((i) => i.path));
      nextToken = page.nextToken;
      pages++;
    } while (nextToken);
    expect(pages).toBe(3);
    expect(seen).toEqual(keys);
  });

  /** Resolves when the first UploadPart request of an upload reaches the server. */
  function firstPartArrives(): Promise<void> {
    return new Promise((resolve) => {
      storage.onRequest = (req) => {
        if (req.method === 'PUT' && req.url?.includes('partNumber=')) {
          storage.onRequest = undefined;
          resolve();
        }
      };
    });
  }

  it('uploads more than 5 MiB in parts, with pause and resume', async () => {
    const bytes = randomBytes(12 * 1024 * 1024 + 17);
    const arrived = firstPartArrives();
    const task = uploadData({ path: 'conferencias/privado/grande.mp4', data: bytes, options: { contentType: 'video/mp4' } });
    await arrived;
    task.pause();
    expect(task.state).toBe('PAUSED');
    await new Promise((resolve) => setTimeout(resolve, 100));
    task.resume();
    await task.result;
    expect(task.state).toBe('SUCCESS');
    expect((await download('conferencias/privado/grande.mp4')).equals(bytes)).toBe(true);
    expect((await getProperties({ path: 'conferencias/privado/grande.mp4' })).size).toBe(bytes.length);
  });

  it('cancels a multipart upload, leaving no object behind', async () => {
    const arrived = firstPartArrives();
    const task = uploadData({ path: 'conferencias/privado/cancelado.mp4', data: randomBytes(16 * 1024 * 1024) });
    await arrived;
    task.cancel();
    // aws-amplify 6.22 reports CANCELED here, then overwrites it with ERROR once the job rejects.
    expect(task.state).toBe('CANCELED');
    const error = await task.result.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isCancelError(error), String(error)).toBe(true);
    expect(await failure(getProperties({ path: 'conferencias/privado/cancelado.mp4' }))).toBe('NotFound');
    // Canceling aborts the multipart upload on the server: its parts are gone.
    const operator = storage.client('operator');
    let pending = -1;
    for (let attempt = 0; attempt < 150 && pending !== 0; attempt++) {
      const uploads = await operator.send(new ListMultipartUploadsCommand({ Bucket: storage.bucket, Prefix: 'conferencias/privado/cancelado' }));
      pending = uploads.Uploads?.length ?? 0;
      if (pending) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pending).toBe(0);
  });
});

describe.each(['guest', 'user'] as const)('as a %s', (role) => {
  beforeAll(async () => {
    await as('admin');
    await uploadData({ path: 'galeria/public/libre.jpg', data: 'libre' }).result;
    await uploadData({ path: 'galeria/private/pago.jpg', data: 'pago' }).result;
    await as(role);
  });

  it('reads and lists public paths', async () => {
    expect((await download('galeria/public/libre.jpg')).toString()).toBe('libre');
    const { items } = await list({ path: 'galeria/public/' });
    expect(items.map((i) => i.path)).toContain('galeria/public/libre.jpg');
    const { url } = await getUrl({ path: 'galeria/public/libre.jpg' });
    expect(await (await fetch(url)).text()).toBe('libre');
  });

  it('cannot write, delete or read private paths', async () => {
    expect(await failure(uploadData({ path: 'galeria/public/intruso.jpg', data: 'x' }).result)).toBe('AccessDenied');
    // A refused body that is still on its way: the answer is AccessDenied, not a broken connection.
    expect(await failure(uploadData({ path: 'galeria/public/intruso.jpg', data: randomBytes(4 * 1024 * 1024) }).result)).toBe('AccessDenied');
    expect(await failure(uploadData({ path: 'galeria/public/intruso.mp4', data: randomBytes(6 * 1024 * 1024) }).result)).toBe('AccessDenied');
    expect(await failure(remove({ path: 'galeria/public/libre.jpg' }))).toBe('AccessDenied');
    expect(await failure(download('galeria/private/pago.jpg'))).toBe('AccessDenied');
    expect(await failure(list({ path: 'galeria/private/' }))).toBe('AccessDenied');
    const { url } = await getUrl({ path: 'galeria/private/pago.jpg' });
    expect((await fetch(url)).status).toBe(403);
  });
});
