import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { s3ClientFromEnv } from '../shared/data-client';
import type { MediaItem, MediaKind, MediaRecords } from '../shared/media-records';
import { getMediaUrl, URL_TTL_SECONDS } from './media-access';

const items: MediaItem[] = [
  { id: 'img-pub', kind: 'IMAGEN', path: 'galeria/public/a.png', open: true },
  { id: 'img-priv', kind: 'IMAGEN', path: 'galeria/private/b.png', open: false },
  { id: 'vid-free', kind: 'CONFERENCIA', path: 'conferencias/publico/c.mp4', open: true },
  { id: 'vid-paid', kind: 'CONFERENCIA', path: '/conferencias/privado/d.mp4', open: false },
];
const purchases = [{ kind: 'IMAGEN', userId: 'buyer', itemId: 'img-priv' }, { kind: 'CONFERENCIA', userId: 'buyer', itemId: 'vid-paid' }];

const records: MediaRecords = {
  getItem: async (kind: MediaKind, id: string) => items.find((item) => item.kind === kind && item.id === id) ?? null,
  findPurchase: async (kind, userId, itemId) =>
    purchases.some((p) => p.kind === kind && p.userId === userId && p.itemId === itemId) ? 'compra-1' : null,
};
const signed: string[] = [];
const sign = async (key: string, ttl: number) => {
  signed.push(key);
  return `signed://${key}?ttl=${ttl}`;
};
const user = (sub: string, groups: string[] = []) => ({ sub, username: sub, groups });
const now = () => Date.parse('2025-01-01T00:00:00Z');

describe('getMediaUrl', () => {
  it('signs public images and free videos for any signed-in user', async () => {
    expect(await getMediaUrl(records, sign, user('anyone'), 'IMAGEN', 'img-pub', now)).toEqual({
      url: 'signed://galeria/public/a.png?ttl=900',
      expiresAt: '2025-01-01T00:15:00.000Z',
    });
    expect((await getMediaUrl(records, sign, user('anyone'), 'CONFERENCIA', 'vid-free', now)).url).toContain('conferencias/publico/c.mp4');
  });

  it('refuses private images and paid videos without a purchase, and signs nothing', async () => {
    const before = signed.length;
    await expect(getMediaUrl(records, sign, user('stranger'), 'IMAGEN', 'img-priv')).rejects.toThrow(/^PURCHASE_REQUIRED:/);
    await expect(getMediaUrl(records, sign, user('stranger'), 'CONFERENCIA', 'vid-paid')).rejects.toThrow(/^PURCHASE_REQUIRED:/);
    expect(signed.length).toBe(before);
  });

  it('signs private items for their buyer (by sub) and for ADMINS', async () => {
    expect((await getMediaUrl(records, sign, user('buyer'), 'IMAGEN', 'img-priv')).url).toContain('galeria/private/b.png');
    expect((await getMediaUrl(records, sign, user('buyer'), 'CONFERENCIA', 'vid-paid')).url).toBe(
      'signed://conferencias/privado/d.mp4?ttl=900',
    );
    expect((await getMediaUrl(records, sign, user('boss', ['ADMINS']), 'CONFERENCIA', 'vid-paid')).url).toContain('privado');
  });

  it('does not let a purchase of one kind unlock the other kind', async () => {
    const crossed: MediaRecords = { ...records, getItem: async (_kind, id) => (id === 'img-priv' ? { ...items[1], kind: 'CONFERENCIA' } : null) };
    await expect(getMediaUrl(crossed, sign, user('buyer'), 'CONFERENCIA', 'img-priv')).rejects.toThrow(/^PURCHASE_REQUIRED:/);
  });

  it('answers NOT_FOUND for unknown ids', async () => {
    await expect(getMediaUrl(records, sign, user('buyer'), 'IMAGEN', 'missing')).rejects.toThrow(/^NOT_FOUND:/);
  });
});

describe('URL signing against the configured endpoint', () => {
  it('signs a path-style GetObject URL for the local endpoint, valid 900 s', async () => {
    const s3 = s3ClientFromEnv({
      AWS_REGION: 'us-east-1',
      AWS_ENDPOINT_URL_S3: 'http://localhost:20005',
    });
    s3.config.credentials = async () => ({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' });
    const url = new URL(
      await getSignedUrl(s3, new GetObjectCommand({ Bucket: 'educando-en-la-fe-local', Key: 'galeria/private/b.png' }), {
        expiresIn: URL_TTL_SECONDS,
      }),
    );
    expect(url.origin).toBe('http://localhost:20005');
    expect(url.pathname).toBe('/educando-en-la-fe-local/galeria/private/b.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
