import { describe, expect, it } from 'vitest';
import { fakeAccessRequests, fakeMediaRecords } from '../../test/function-fakes';
import type { AccessRequestRecord } from '../shared/access-request-store';
import { requestAccess, type EmailDirectory } from './request-access';

const user = { sub: 'sub-ana', username: 'sub-ana', groups: [] };
const now = () => new Date('2025-05-01T10:00:00.000Z');
const users: EmailDirectory = { emailOf: async (username) => (username === 'sub-ana' ? 'ana@correo.mx' : null) };

function setUp(initial: AccessRequestRecord[] = []) {
  const media = fakeMediaRecords([
    { id: 'vid-paid', kind: 'CONFERENCIA', path: 'conferencias/privado/a.mp4', open: false },
    { id: 'vid-free', kind: 'CONFERENCIA', path: 'conferencias/publico/b.mp4', open: true },
    { id: 'img-private', kind: 'IMAGEN', path: 'galeria/private/c.png', open: false },
  ]);
  const store = fakeAccessRequests(initial);
  return { ...media, ...store, deps: { requests: store.requests, records: media.records, users, now } };
}

describe('requestAccess', () => {
  it('stores a pending request of the caller, with the e-mail from the user pool and the trimmed texts', async () => {
    const { deps, stored } = setUp();
    const receipt = await requestAccess(deps, user, { kind: 'CONFERENCIA', itemId: 'vid-paid', message: '  Hice una transferencia  ', reference: ' REF-42 ' });
    expect(receipt).toEqual({ id: 'sub-ana_CONFERENCIA_vid-paid', kind: 'CONFERENCIA', itemId: 'vid-paid', status: 'PENDIENTE', requestedAt: '2025-05-01T10:00:00.000Z' });
    expect([...stored.values()]).toEqual([
      {
        id: 'sub-ana_CONFERENCIA_vid-paid',
        userId: 'sub-ana',
        owner: 'sub-ana::sub-ana',
        email: 'ana@correo.mx',
        kind: 'CONFERENCIA',
        itemId: 'vid-paid',
        message: 'Hice una transferencia',
        reference: 'REF-42',
        status: 'PENDIENTE',
        reason: null,
        requestedAt: '2025-05-01T10:00:00.000Z',
        decidedAt: null,
      },
    ]);
  });

  it('keeps empty texts as null', async () => {
    const { deps, stored } = setUp();
    await requestAccess(deps, user, { kind: 'IMAGEN', itemId: 'img-private', message: '   ', reference: undefined });
    expect([...stored.values()][0]).toMatchObject({ message: null, reference: null, status: 'PENDIENTE' });
  });

  it('refuses an unknown item, a free one, one already held, and ADMINS, storing nothing', async () => {
    const { deps, stored, purchases } = setUp();
    await expect(requestAccess(deps, user, { kind: 'CONFERENCIA', itemId: 'nope' })).rejects.toThrow(/^NOT_FOUND:/);
    await expect(requestAccess(deps, user, { kind: 'IMAGEN', itemId: 'vid-paid' })).rejects.toThrow(/^NOT_FOUND:/);
    await expect(requestAccess(deps, user, { kind: 'CONFERENCIA', itemId: 'vid-free' })).rejects.toThrow(/^FREE_ITEM:/);
    purchases.push({ id: 'p1', kind: 'IMAGEN', userId: 'sub-ana', itemId: 'img-private', owner: 'sub-ana::sub-ana', email: 'ana@correo.mx' });
    await expect(requestAccess(deps, user, { kind: 'IMAGEN', itemId: 'img-private' })).rejects.toThrow(/^ALREADY_OWNED:/);
    await expect(requestAccess(deps, { ...user, groups: ['ADMINS'] }, { kind: 'CONFERENCIA', itemId: 'vid-paid' })).rejects.toThrow(/^ALREADY_OWNED:/);
    expect(stored.size).toBe(0);
  });

  it('refuses over-long texts and a missing item id, storing nothing', async () => {
    const { deps, stored } = setUp();
    await expect(requestAccess(deps, user, { kind: 'CONFERENCIA', itemId: 'vid-paid', message: 'x'.repeat(501) })).rejects.toThrow(/^BAD_REQUEST:/);
    await expect(requestAccess(deps, user, { kind: 'CONFERENCIA', itemId: 'vid-paid', reference: 'x'.repeat(101) })).rejects.toThrow(/^BAD_REQUEST:/);
    await expect(requestAccess(deps, user, { kind: 'CONFERENCIA', itemId: '' })).rejects.toThrow(/^BAD_REQUEST:/);
    expect(stored.size).toBe(0);
    // The limits themselves are allowed.
    await requestAccess(deps, user, { kind: 'CONFERENCIA', itemId: 'vid-paid', message: 'x'.repeat(500), reference: 'y'.repeat(100) });
    expect(stored.size).toBe(1);
  });

  it('allows one pending request per item: a second one, sequential or concurrent, is refused', async () => {
    const { deps, stored } = setUp();
    await requestAccess(deps, user, { kind: 'CONFERENCIA', itemId: 'vid-paid', message: 'primera' });
    await expect(requestAccess(deps, user, { kind: 'CONFERENCIA', itemId: 'vid-paid', message: 'segunda' })).rejects.toThrow(/^ALREADY_REQUESTED:/);
    expect([...stored.values()].map((r) => r.message)).toEqual(['primera']);

    const fresh = setUp();
    const outcomes = await Promise.allSettled([1, 2, 3].map((n) => requestAccess(fresh.deps, user, { kind: 'IMAGEN', itemId: 'img-private', message: `m${n}` })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) expect(String(o.reason)).toMatch(/ALREADY_REQUESTED:/);
    expect(fresh.stored.size).toBe(1);
  });

  it('reopens a rejected request as pending, clearing the reason and the decision date', async () => {
    const rejected: AccessRequestRecord = {
      id: 'sub-ana_CONFERENCIA_vid-paid', userId: 'sub-ana', owner: 'sub-ana::sub-ana', email: 'ana@correo.mx', kind: 'CONFERENCIA',
      itemId: 'vid-paid', message: 'antes', reference: null, status: 'RECHAZADA', reason: 'No encontramos el pago',
      requestedAt: '2025-04-01T00:00:00.000Z', decidedAt: '2025-04-02T00:00:00.000Z',
    };
    const { deps, stored } = setUp([rejected]);
    await requestAccess(deps, user, { kind: 'CONFERENCIA', itemId: 'vid-paid', message: 'otra vez', reference: 'REF-2' });
    expect(stored.get(rejected.id)).toMatchObject({ status: 'PENDIENTE', reason: null, decidedAt: null, message: 'otra vez', reference: 'REF-2', requestedAt: '2025-05-01T10:00:00.000Z' });
  });

  it('refuses a caller whose account has no e-mail', async () => {
    const { deps, stored } = setUp();
    await expect(requestAccess(deps, { sub: 'sub-x', username: 'sub-x', groups: [] }, { kind: 'CONFERENCIA', itemId: 'vid-paid' })).rejects.toThrow(/^UNAUTHORIZED:/);
    expect(stored.size).toBe(0);
  });
});
