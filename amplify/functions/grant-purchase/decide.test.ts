import { describe, expect, it } from 'vitest';
import { fakeAccessRequests, fakeMediaRecords } from '../../test/function-fakes';
import type { AccessRequestRecord } from '../shared/access-request-store';
import { decideAccessRequest } from './decide';

const admin = { sub: 'admin-sub', username: 'admin', groups: ['ADMINS'] };
const otherAdmin = { sub: 'admin-2', username: 'admin-2', groups: ['ADMINS'] };
const now = () => new Date('2025-05-02T09:00:00.000Z');

const pending: AccessRequestRecord = {
  id: 'sub-ana_CONFERENCIA_vid-paid', userId: 'sub-ana', owner: 'sub-ana', email: 'ana@correo.mx', kind: 'CONFERENCIA',
  itemId: 'vid-paid', message: 'Pagué', reference: 'REF-1', status: 'PENDIENTE', reason: null,
  requestedAt: '2025-05-01T10:00:00.000Z', decidedAt: null,
};

function setUp(initial: AccessRequestRecord[] = [pending]) {
  const media = fakeMediaRecords([{ id: 'vid-paid', kind: 'CONFERENCIA', path: 'conferencias/privado/a.mp4', open: false }]);
  const store = fakeAccessRequests(initial);
  return { ...media, ...store, deps: { requests: store.requests, records: media.records, now } };
}

describe('decideAccessRequest', () => {
  it('approves: the request becomes APROBADA and the user holds a purchase owned by them', async () => {
    const { deps, stored, purchases } = setUp();
    const result = await decideAccessRequest(deps, admin, { id: pending.id, decision: 'APROBADA' });
    expect(result).toEqual({ id: pending.id, status: 'APROBADA', reason: null, decidedAt: '2025-05-02T09:00:00.000Z', purchaseId: 'sub-ana_vid-paid' });
    expect(stored.get(pending.id)).toMatchObject({ status: 'APROBADA', decidedAt: '2025-05-02T09:00:00.000Z' });
    expect(purchases).toEqual([
      { id: 'sub-ana_vid-paid', kind: 'CONFERENCIA', userId: 'sub-ana', itemId: 'vid-paid', owner: 'sub-ana::sub-ana', email: 'ana@correo.mx' },
    ]);
  });

  it('grants once when approved twice at the same time (double click, two admins) and once more later', async () => {
    const { deps, stored, purchases } = setUp();
    const results = await Promise.all([
      decideAccessRequest(deps, admin, { id: pending.id, decision: 'APROBADA' }),
      decideAccessRequest(deps, admin, { id: pending.id, decision: 'APROBADA' }),
      decideAccessRequest(deps, otherAdmin, { id: pending.id, decision: 'APROBADA' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['APROBADA', 'APROBADA', 'APROBADA']);
    expect(purchases).toHaveLength(1);
    await decideAccessRequest(deps, admin, { id: pending.id, decision: 'APROBADA' });
    expect(purchases).toHaveLength(1);
    expect(stored.get(pending.id)?.status).toBe('APROBADA');
  });

  it('rejects with a trimmed optional reason; rejecting again changes nothing', async () => {
    const { deps, stored, purchases } = setUp();
    const result = await decideAccessRequest(deps, admin, { id: pending.id, decision: 'RECHAZADA', reason: '  No encontramos el depósito  ' });
    expect(result).toMatchObject({ status: 'RECHAZADA', reason: 'No encontramos el depósito', purchaseId: null });
    await decideAccessRequest(deps, otherAdmin, { id: pending.id, decision: 'RECHAZADA', reason: 'otra' });
    expect(stored.get(pending.id)).toMatchObject({ status: 'RECHAZADA', reason: 'No encontramos el depósito' });
    expect(purchases).toHaveLength(0);

    const noReason = setUp();
    expect(await decideAccessRequest(noReason.deps, admin, { id: pending.id, decision: 'RECHAZADA', reason: '   ' })).toMatchObject({ reason: null });
  });

  it('refuses to decide the other way after a decision, also when both happen at once', async () => {
    const approved = setUp();
    await decideAccessRequest(approved.deps, admin, { id: pending.id, decision: 'APROBADA' });
    await expect(decideAccessRequest(approved.deps, admin, { id: pending.id, decision: 'RECHAZADA' })).rejects.toThrow(/^ALREADY_DECIDED:/);

    const rejected = setUp();
    await decideAccessRequest(rejected.deps, admin, { id: pending.id, decision: 'RECHAZADA' });
    await expect(decideAccessRequest(rejected.deps, admin, { id: pending.id, decision: 'APROBADA' })).rejects.toThrow(/^ALREADY_DECIDED:/);
    expect(rejected.purchases).toHaveLength(0);

    const race = setUp();
    const outcomes = await Promise.allSettled([
      decideAccessRequest(race.deps, admin, { id: pending.id, decision: 'APROBADA' }),
      decideAccessRequest(race.deps, otherAdmin, { id: pending.id, decision: 'RECHAZADA' }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const final = race.stored.get(pending.id)!.status;
    expect(race.purchases).toHaveLength(final === 'APROBADA' ? 1 : 0);
  });

  it('puts the request back to PENDIENTE when the item is gone and nothing could be granted', async () => {
    const { deps, stored, purchases, items } = setUp();
    items.length = 0;
    await expect(decideAccessRequest(deps, admin, { id: pending.id, decision: 'APROBADA' })).rejects.toThrow(/^NOT_FOUND:/);
    expect(stored.get(pending.id)).toMatchObject({ status: 'PENDIENTE', decidedAt: null });
    expect(purchases).toHaveLength(0);
  });

  it('refuses callers outside ADMINS, unknown requests, bad decisions and over-long reasons', async () => {
    const { deps, stored, purchases } = setUp();
    await expect(decideAccessRequest(deps, { sub: 'sub-ana', username: 'sub-ana', groups: [] }, { id: pending.id, decision: 'APROBADA' })).rejects.toThrow(/^UNAUTHORIZED:/);
    await expect(decideAccessRequest(deps, admin, { id: 'nope', decision: 'APROBADA' })).rejects.toThrow(/^NOT_FOUND:/);
    await expect(decideAccessRequest(deps, admin, { id: pending.id, decision: 'PENDIENTE' })).rejects.toThrow(/^BAD_REQUEST:/);
    await expect(decideAccessRequest(deps, admin, { id: pending.id, decision: 'RECHAZADA', reason: 'x'.repeat(501) })).rejects.toThrow(/^BAD_REQUEST:/);
    expect(stored.get(pending.id)?.status).toBe('PENDIENTE');
    expect(purchases).toHaveLength(0);
  });
});
