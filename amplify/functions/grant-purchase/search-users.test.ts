import { describe, expect, it } from 'vitest';
import type { DirectoryUser } from '../shared/cognito-users';
import { SEARCH_SCAN_PAGES, searchUsers, type UserLister } from './search-users';

const admin = { sub: 'admin-sub', username: 'admin', groups: ['ADMINS'] };
const person = (n: number, email: string, name?: string, familyName?: string): DirectoryUser => ({ sub: `sub-${n}`, username: `sub-${n}`, email, name, familyName });

/** A pool served in pages of `pageSize`; filters `attr ^= "value"` match by prefix as Cognito does. */
function pool(users: DirectoryUser[], pageSize = 60) {
  const calls: (string | undefined)[] = [];
  const lister: UserLister = {
    async listPage(filter, nextToken) {
      calls.push(filter);
      if (filter) {
        const [, attr, value] = /^(\w+) \^= "(.*)"$/.exec(filter)!;
        const read = (u: DirectoryUser) => (attr === 'email' ? u.email : attr === 'name' ? u.name : u.familyName) ?? '';
        return { users: users.filter((u) => read(u).startsWith(value.replace(/\\(.)/g, '$1'))).slice(0, 60) };
      }
      const start = Number(nextToken ?? 0);
      const next = start + pageSize;
      return { users: users.slice(start, next), nextToken: next < users.length ? String(next) : undefined };
    },
  };
  return { lister, calls };
}

const people = [
  person(1, 'ana.lopez@correo.mx', 'Ana', 'López'),
  person(2, 'jose@parroquia.org', 'José', 'Martínez'),
  person(3, 'lopezmaria@correo.mx', 'María', 'Pérez'),
  person(4, 'sin-nombre@correo.mx'),
  person(5, 'zeta@correo.mx', 'Ezequiel'),
];

describe('searchUsers', () => {
  it('finds by any part of the e-mail, name or family name, ignoring case and accents, prefixes first', async () => {
    const { lister } = pool(people);
    expect((await searchUsers(lister, admin, 'lopez')).users.map((u) => u.email)).toEqual(['ana.lopez@correo.mx', 'lopezmaria@correo.mx']);
    // 'Ezequiel' starts with the text; López, Martínez and Pérez only hold it.
    expect((await searchUsers(lister, admin, 'ez')).users.map((u) => u.sub)).toEqual(['sub-5', 'sub-1', 'sub-2', 'sub-3']);
    expect(await searchUsers(lister, admin, 'JOSE')).toEqual({
      users: [{ sub: 'sub-2', email: 'jose@parroquia.org', name: 'José', familyName: 'Martínez' }],
      complete: true,
    });
    expect((await searchUsers(lister, admin, 'maría pé')).users.map((u) => u.sub)).toEqual(['sub-3']);
    expect((await searchUsers(lister, admin, 'correo.mx')).users).toHaveLength(4);
    expect((await searchUsers(lister, admin, 'nadie')).users).toEqual([]);
  });

  it('reads a large pool up to its bound, then falls back to prefix filters and says the answer may be partial', async () => {
    const many = Array.from({ length: 60 * SEARCH_SCAN_PAGES + 5 }, (_, i) => person(100 + i, `socio${i}@correo.mx`, 'Socio'));
    many.push(person(9, 'zacarias@correo.mx', 'Zacarías', 'Ruiz'));
    const { lister, calls } = pool(many);
    const result = await searchUsers(lister, admin, 'zaca');
    expect(result).toEqual({ users: [{ sub: 'sub-9', email: 'zacarias@correo.mx', name: 'Zacarías', familyName: 'Ruiz' }], complete: false });
    expect(calls.filter((c) => c === undefined)).toHaveLength(SEARCH_SCAN_PAGES);
    expect(calls.filter(Boolean)).toEqual(
      expect.arrayContaining(['email ^= "zaca"', 'name ^= "zaca"', 'name ^= "Zaca"', 'family_name ^= "zaca"', 'family_name ^= "Zaca"']),
    );
  });

  it('caps the answer at 20 users and escapes quotes in filters', async () => {
    const many = Array.from({ length: 30 }, (_, i) => person(i, `catequista${i}@correo.mx`));
    const { lister } = pool(many);
    const result = await searchUsers(lister, admin, 'catequista');
    expect(result.users).toHaveLength(20);
    expect(result.complete).toBe(false);

    const big = pool(Array.from({ length: 60 * SEARCH_SCAN_PAGES + 1 }, (_, i) => person(i, `x${i}@correo.mx`)));
    await searchUsers(big.lister, admin, 'a"b');
    expect(big.calls).toContain('email ^= "a\\"b"');
  });

  it('refuses callers outside ADMINS and texts too short or too long', async () => {
    const { lister, calls } = pool(people);
    await expect(searchUsers(lister, { ...admin, groups: [] }, 'ana')).rejects.toThrow(/^UNAUTHORIZED:/);
    await expect(searchUsers(lister, admin, ' a ')).rejects.toThrow(/^BAD_REQUEST:/);
    await expect(searchUsers(lister, admin, 'x'.repeat(101))).rejects.toThrow(/^BAD_REQUEST:/);
    await expect(searchUsers(lister, admin, undefined)).rejects.toThrow(/^BAD_REQUEST:/);
    expect(calls).toEqual([]);
  });
});
