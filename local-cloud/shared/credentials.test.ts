import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createCredentialStore } from './credentials';

describe('credential store', () => {
  it('issues temporary credentials bound to a principal and looks them up, expired ones included', () => {
    const store = createCredentialStore(new Database(':memory:'));
    const issued = store.issue({ kind: 'admins', roleName: 'ADMINSGroupRole', sub: 's-1', groups: ['ADMINS'] });
    expect(issued.accessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    expect(issued.secretAccessKey).toHaveLength(40);
    expect(issued.expiration.getTime() - Date.now()).toBeGreaterThan(3500_000);
    expect(store.lookup(issued.accessKeyId)).toEqual({ ...issued, principal: { kind: 'admins', roleName: 'ADMINSGroupRole', sub: 's-1', groups: ['ADMINS'] } });
    expect(store.lookup('ASIAUNKNOWN000000000')).toBeUndefined();

    const expired = store.issue({ kind: 'function', roleName: 'function:mediaUrl', functionName: 'mediaUrl' }, -1);
    expect(store.lookup(expired.accessKeyId)!.expiration.getTime()).toBeLessThan(Date.now());
  });
});
