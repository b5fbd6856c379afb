/*
 * ADMINS decide an access request. 'Aprobar' marks it APROBADA and grants the item through
 * the same grant as /admin/compras; 'Rechazar' marks it RECHAZADA with an optional reason.
 * The status moves from PENDIENTE with a conditional write, so of two decisions made at the
 * same time (a double click, two admins) one wins; approving an approved request only makes
 * sure the purchase exists (grants are idempotent), so it grants once. Deciding the other way
 * after a decision is refused (ALREADY_DECIDED).
 */
import type { CognitoIdentity } from '../shared/appsync-event';
import type { AccessRequestRecord, AccessRequestStore, AccessStatus } from '../shared/access-request-store';
import { ACCESS_REASON_MAX } from '../shared/access-limits';
import { codedError, ErrorCode } from '../shared/error-codes';
import type { MediaRecords } from '../shared/media-records';
import { grantToUser, requireAdmin, type PurchaseWriter } from './grant';

export type Decision = 'APROBADA' | 'RECHAZADA';

export type DecisionResult = {
  id: string;
  status: AccessStatus;
  reason: string | null;
  decidedAt: string | null;
  purchaseId: string | null;
};

function parseDecision(value: unknown): Decision {
  if (value === 'APROBADA' || value === 'RECHAZADA') return value;
  throw codedError(ErrorCode.BAD_REQUEST, `decision must be APROBADA or RECHAZADA, not ${String(value)}`);
}

const resultOf = (request: AccessRequestRecord, purchaseId: string | null = null): DecisionResult => ({
  id: request.id,
  status: request.status,
  reason: request.reason ?? null,
  decidedAt: request.decidedAt ?? null,
  purchaseId,
});

export async function decideAccessRequest(
  deps: { requests: AccessRequestStore; records: MediaRecords & PurchaseWriter; now?: () => Date },
  caller: CognitoIdentity,
  input: { id: string; decision: unknown; reason?: string | null },
): Promise<DecisionResult> {
  requireAdmin(caller, 'decide access requests');
  const decision = parseDecision(input.decision);
  const reasonText = (input.reason ?? '').trim();
  if (reasonText.length > ACCESS_REASON_MAX) throw codedError(ErrorCode.BAD_REQUEST, `reason is longer than ${ACCESS_REASON_MAX} characters`);
  if (!input.id) throw codedError(ErrorCode.BAD_REQUEST, 'id is required');

  const load = async () => {
    const found = await deps.requests.get(input.id);
    if (!found) throw codedError(ErrorCode.NOT_FOUND, `no access request with id ${input.id}`);
    return found;
  };
  const other = (status: AccessStatus) => codedError(ErrorCode.ALREADY_DECIDED, `the request was already ${status === 'APROBADA' ? 'approved' : 'rejected'}`);
  const decidedAt = (deps.now?.() ?? new Date()).toISOString();
  let request = await load();

  if (decision === 'RECHAZADA') {
    if (request.status === 'PENDIENTE') {
      const changes = { status: 'RECHAZADA' as const, reason: reasonText || null, decidedAt };
      if (await deps.requests.updateIfStatus(request.id, 'PENDIENTE', changes)) return resultOf({ ...request, ...changes });
      request = await load();
    }
    if (request.status === 'RECHAZADA') return resultOf(request);
    throw other(request.status);
  }

  let claimed = false;
  if (request.status === 'PENDIENTE') {
    const changes = { status: 'APROBADA' as const, reason: null, decidedAt };
    claimed = await deps.requests.updateIfStatus(request.id, 'PENDIENTE', changes);
    request = claimed ? { ...request, ...changes } : await load();
  }
  if (request.status !== 'APROBADA') throw other(request.status);
  const username = request.owner.split('::').pop() ?? request.userId;
  try {
    const grant = await grantToUser(deps.records, { sub: request.userId, username, email: request.email }, request.kind, request.itemId);
    return resultOf(request, grant.purchaseId);
  } catch (error) {
    // This call approved it but could not grant (the item is gone, or the write failed): the
    // request waits again rather than saying APROBADA without a purchase.
    if (claimed) await deps.requests.updateIfStatus(request.id, 'APROBADA', { status: 'PENDIENTE', decidedAt: null }).catch(() => false);
    throw error;
  }
}
