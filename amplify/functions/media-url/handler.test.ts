import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackCloud, type LoopbackCloud } from '../../test/loopback-cloud';

/*
 * The real getMediaUrl handler against loopback AppSync and S3: the queries it sends
 * (the local data service must answer them) and the URL it signs.
 */
const imagenes: Record<string, { id: string; filePath: string; isPublica: boolean }> = {
  'img-priv': { id: 'img-priv', filePath: 'galeria/private/b.png', isPublica: false },
};
// One purchase granted before purchase ids were made from the user and the item (found through
// the index), one granted after (found by key).
const compras = [
  { id: 'compra-1', userId: 'buyer-sub', imagenId: 'img-priv' },
  { id: 'keyed-sub_img-priv', userId: 'keyed-sub', imagenId: 'img-priv' },
];

let cloud: LoopbackCloud;
let handler: typeof import('./handler').handler;
const savedEnv = { ...process.env };

beforeAll(async () => {
  cloud = await startLoopbackCloud({
    graphql: (query, variables) => {
      if (/getImagen/.test(query)) return { data: { getImagen: imagenes[variables.id] ? { ...imagenes[variables.id], __typename: 'Imagen' } : null } };
      if (/getCompra\b/.test(query)) {
        const found = compras.find((compra) => compra.id === variables.id);
        return { data: { getCompra: found ? { ...found, __typename: 'Compra' } : null } };
      }
      if (/listCompraByUser/.test(query)) {
        const items = compras
          .filter((compra) => compra.userId === variables.userId && compra.imagenId === variables.imagenId?.eq)
          .map((compra) => ({ id: compra.id, __typename: 'Compra' }));
        return { data: { listCompraByUser: { items, nextToken: null } } };
      }
      return { data: null, errors: [{ errorType: 'Unsupported', message: query }] };
    },
  });
  Object.assign(process.env, cloud.functionEnv, { EDUCANDO_EN_LA_FE_MEDIA_BUCKET_NAME: 'educando-en-la-fe-local' });
  ({ handler } = await import('./handler'));
});

afterAll(async () => {
  await cloud.close();
  process.env = savedEnv;
});

const event = (sub: string, args: Record<string, unknown>, groups: string[] | null = null) => ({
  arguments: args,
  identity: { sub, username: sub, groups, claims: { sub } },
  typeName: 'Query',
  fieldName: 'getMediaUrl',
  source: null,
  request: { headers: {} },
  prev: null,
});

describe('getMediaUrl handler', () => {
  it('signs a 900 s path-style URL on the S3 endpoint for the buyer of a private image', async () => {
    const result = await handler(event('buyer-sub', { kind: 'IMAGEN', id: 'img-priv' }));
    const url = new URL(result.url);
    expect(url.origin).toBe(cloud.base);
    expect(url.pathname).toBe('/educando-en-la-fe-local/galeria/private/b.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('function-session');
    expect(Date.parse(result.expiresAt) - Date.now()).toBeGreaterThan(890_000);
    const lookup = cloud.seen.find((request) => /listCompraByUser/.test(request.body?.query ?? ''));
    expect(lookup?.body?.variables).toMatchObject({ userId: 'buyer-sub', imagenId: { eq: 'img-priv' } });
  });

  it('finds a purchase by its key (user and item) before asking the index', async () => {
    const before = cloud.seen.length;
    expect((await handler(event('keyed-sub', { kind: 'IMAGEN', id: 'img-priv' }))).url).toContain('galeria/private/b.png');
    const queries = cloud.seen.slice(before).map((request) => String(request.body?.query ?? ''));
    expect(queries.some((query) => /getCompra\b/.test(query))).toBe(true);
    expect(queries.some((query) => /listCompraByUser/.test(query))).toBe(false);
  });

  it('refuses a user without a purchase and names the reason', async () => {
    await expect(handler(event('stranger-sub', { kind: 'IMAGEN', id: 'img-priv' }))).rejects.toThrow(/^PURCHASE_REQUIRED:/);
    await expect(handler(event('stranger-sub', { kind: 'IMAGEN', id: 'missing' }))).rejects.toThrow(/^NOT_FOUND:/);
  });

  it('signs for ADMINS without a purchase, from identity.groups or the cognito:groups claim', async () => {
    expect((await handler(event('admin-sub', { kind: 'IMAGEN', id: 'img-priv' }, ['ADMINS']))).url).toContain('galeria/private/b.png');
    const viaClaim = { ...event('admin-sub', { kind: 'IMAGEN', id: 'img-priv' }), identity: { sub: 'admin-sub', username: 'admin', claims: { 'cognito:groups': ['ADMINS'] } } };
    expect((await handler(viaClaim)).url).toContain('galeria/private/b.png');
  });

  it('rejects callers without a user identity and unknown kinds', async () => {
    await expect(handler({ ...event('x', { kind: 'IMAGEN', id: 'img-priv' }), identity: null })).rejects.toThrow(/^UNAUTHORIZED:/);
    await expect(handler(event('buyer-sub', { kind: 'LIBRO', id: 'img-priv' }))).rejects.toThrow(/^BAD_REQUEST:/);
  });
});
