import { beforeAll, describe, expect, it } from 'vitest';
import { canList, canOnObject, collectStatements, type Statement } from '../test/iam-policies';
import { readTemplates, synthesize } from '../test/synth';
import { entryFor, isAllowed, storageAccessTable, type StorageAction } from './access-table';

const table = storageAccessTable();

describe('storageAccessTable', () => {
  it('lists every path of the storage definition with its rules', () => {
    expect(table.map(({ path }) => path)).toEqual([
      'public/*',
      'banner/*',
      'Banner/*',
      'libros/*',
      'devocionario/*',
      'conferencias/miniaturas/*',
      'conferencias/publico/*',
      'galeria/public/*',
      'conferencias/privado/*',
      'galeria/private/*',
    ]);
    expect(entryFor(table, 'galeria/private/a.png')?.access).toEqual({
      guest: [],
      authenticated: [],
      groups: { ADMINS: ['get', 'list', 'write', 'delete'] },
      resources: { mediaUrl: ['get', 'list'] },
    });
    expect(entryFor(table, 'libros/portadas/Primaria/portada.jpg')?.access).toEqual({
      guest: ['get', 'list'],
      authenticated: ['get', 'list'],
      groups: { ADMINS: ['get', 'list', 'write', 'delete'] },
      resources: {},
    });
  });

  it('answers access questions the way the roles get it', () => {
    expect(isAllowed(table, { kind: 'guest' }, 'get', 'devocionario/rosario/01.jpg')).toBe(true);
    expect(isAllowed(table, { kind: 'guest' }, 'write', 'devocionario/rosario/01.jpg')).toBe(false);
    expect(isAllowed(table, { kind: 'authenticated' }, 'get', 'conferencias/privado/v.mp4')).toBe(false);
    expect(isAllowed(table, { kind: 'authenticated', groups: ['ADMINS'] }, 'delete', 'conferencias/privado/v.mp4')).toBe(true);
    expect(isAllowed(table, { kind: 'resource', name: 'mediaUrl' }, 'get', 'galeria/private/a.png')).toBe(true);
    expect(isAllowed(table, { kind: 'resource', name: 'counter' }, 'get', 'galeria/private/a.png')).toBe(false);
    expect(isAllowed(table, { kind: 'authenticated', groups: ['ADMINS'] }, 'get', 'fuera/de/todo.txt')).toBe(false);
  });

  it('is derived from the access callback, not a copy (a different callback gives a different table)', () => {
    const other = storageAccessTable(((allow: any) => ({ 'x/*': [allow.guest.to(['read', 'get'])] })) as never);
    expect(other).toEqual([{ path: 'x/*', access: { guest: ['get', 'list'], authenticated: [], groups: {}, resources: {} } }]);
  });
});

describe('storageAccessTable agrees with the synthesized IAM policies', () => {
  let statements: Statement[];
  beforeAll(async () => {
    statements = collectStatements(readTemplates(await synthesize()));
  });

  const roles: { role: string; rights: (access: ReturnType<typeof storageAccessTable>[number]['access']) => StorageAction[] }[] = [
    { role: 'guest', rights: (access) => access.guest },
    { role: 'authenticated', rights: (access) => access.authenticated },
    { role: 'ADMINS', rights: (access) => access.groups.ADMINS ?? [] },
    { role: 'mediaUrl', rights: (access) => access.resources.mediaUrl ?? [] },
    { role: 'counter', rights: (access) => access.resources.counter ?? [] },
    { role: 'grantPurchase', rights: (access) => access.resources.grantPurchase ?? [] },
  ];
  const objectActions: [StorageAction, string][] = [
    ['get', 's3:GetObject'],
    ['write', 's3:PutObject'],
    ['delete', 's3:DeleteObject'],
  ];

  it.each(table.map((entry) => [entry.path, entry] as const))('%s', (_path, entry) => {
    const prefix = entry.path.slice(0, -1);
    for (const { role, rights } of roles) {
      const allowed = rights(entry.access);
      for (const key of [`${prefix}file.bin`, `${prefix}nested/folder/file.bin`]) {
        for (const [action, iamAction] of objectActions) {
          expect(canOnObject(statements, role, iamAction, key), `${role} ${iamAction} ${key}`).toBe(allowed.includes(action));
        }
      }
      expect(canList(statements, role, prefix), `${role} list ${prefix}`).toBe(allowed.includes('list'));
    }
  });
});
