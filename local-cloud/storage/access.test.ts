import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createAccessChecker, type Operation, type StorageAccessTable } from './access';
import { loadAccessTable } from './access-table-source';
import { PRINCIPALS } from './test-support';

describe('access table evaluation (IAM semantics of Amplify Gen 2 storage)', () => {
  const table: StorageAccessTable = [
    { path: 'media/*', access: { guest: ['read'], groups: { ADMINS: ['read', 'write', 'delete'] } } },
    { path: 'media/private/*', access: { groups: { ADMINS: ['read', 'write', 'delete'] }, resources: { mediaUrl: ['get'] } } },
    { path: 'own/{entity_id}/*', access: { entity: ['read', 'write', 'delete'] } },
  ];
  const access = createAccessChecker(table);

  it('denies a sub-path to a role its parent allows unless the sub-path allows it too', () => {
    expect(access.allows(PRINCIPALS.guest, 'get', 'media/a.jpg')).toBe(true);
    expect(access.allows(PRINCIPALS.guest, 'get', 'media/private/a.jpg')).toBe(false);
    expect(access.allows(PRINCIPALS.admin, 'get', 'media/private/a.jpg')).toBe(true);
    expect(access.allows(PRINCIPALS.mediaUrl, 'get', 'media/private/a.jpg')).toBe(true);
    expect(access.allows(PRINCIPALS.mediaUrl, 'list', 'media/private/')).toBe(false);
    expect(access.allows(PRINCIPALS.mediaUrl, 'get', 'media/a.jpg')).toBe(false);
  });

  it('allows listing by the s3:prefix condition (the path or anything under it)', () => {
    const can = (op: Operation, target: string) => access.allows(PRINCIPALS.guest, op, target);
    expect(can('list', 'media/')).toBe(true);
    expect(can('list', 'media/sub/')).toBe(true);
    expect(can('list', 'media')).toBe(false);
    expect(can('list', '')).toBe(false);
    expect(can('list', 'media/private/')).toBe(false);
  });

  it('gives owners their own folder only, and guests nothing outside the table', () => {
    const id = PRINCIPALS.user.identityId;
    expect(access.allows(PRINCIPALS.user, 'write', `own/${id}/x.jpg`)).toBe(true);
    expect(access.allows(PRINCIPALS.user, 'write', 'own/us-east-1:someone-else/x.jpg')).toBe(false);
    expect(access.allows(PRINCIPALS.guest, 'get', `own/${id}/x.jpg`)).toBe(false);
    expect(access.allows(PRINCIPALS.guest, 'get', 'elsewhere/x.jpg')).toBe(false);
    expect(access.allows(PRINCIPALS.operator, 'delete', 'elsewhere/x.jpg')).toBe(true);
  });
});

describe('the table read from amplify/storage', () => {
  it('grants guests, users and ADMINS exactly what amplify_outputs.json lists for each path', async () => {
    const table = await loadAccessTable();
    const outputs = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../amplify_outputs.json'), 'utf8'));
    const paths = outputs.storage.buckets[0].paths as Record<string, Record<string, string[]>>;
    const expand = (actions: string[] = []) => [...new Set(actions.flatMap((a) => (a === 'read' ? ['get', 'list'] : [a])))].sort();
    const fromTable = Object.fromEntries(
      table.map((row) => {
        const entry: Record<string, string[]> = {};
        if (row.access.guest?.length) entry.guest = expand(row.access.guest);
        if (row.access.authenticated?.length) entry.authenticated = expand(row.access.authenticated);
        for (const [group, actions] of Object.entries(row.access.groups ?? {})) entry[`groups${group}`] = expand(actions);
        return [row.path, entry];
      }),
    );
    const fromOutputs = Object.fromEntries(
      Object.entries(paths).map(([path, entry]) => [path, Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, [...v].sort()]))]),
    );
    expect(fromTable).toEqual(fromOutputs);
    expect(table.find((row) => row.path === 'galeria/private/*')?.access.resources).toEqual({ mediaUrl: ['get', 'list'] });
  });
});

describe('further buckets', () => {
  it('serve their own access table beside the media bucket', async () => {
    const { GetObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
    const { startTestStorage } = await import('./test-support');
    const s3 = await startTestStorage({
      extraBuckets: new Map([['runtime-bucket', [{ path: 'schema.json', access: { resources: { mediaUrl: ['get'] } } }]]]),
    });
    try {
      await s3.client('operator').send(new PutObjectCommand({ Bucket: 'runtime-bucket', Key: 'schema.json', Body: '{}' }));
      const got = await s3.client('mediaUrl').send(new GetObjectCommand({ Bucket: 'runtime-bucket', Key: 'schema.json' }));
      expect(await got.Body!.transformToString()).toBe('{}');
      await expect(s3.client('admin').send(new GetObjectCommand({ Bucket: 'runtime-bucket', Key: 'schema.json' }))).rejects.toMatchObject({
        name: 'AccessDenied',
      });
      await expect(s3.client('admin').send(new GetObjectCommand({ Bucket: 'no-such-bucket', Key: 'x' }))).rejects.toMatchObject({
        name: 'NoSuchBucket',
      });
    } finally {
      await s3.close();
    }
  });
});
