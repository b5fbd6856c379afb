/*
 * A signed-in user asks for a paid video or a private image. The request is stored only
 * for the caller (owner and e-mail from the token and the user pool, never from the
 * arguments), only as PENDIENTE, only for a paid item that exists and that the caller does
 * not hold yet, and only once while it is pending; a rejected (or approved, then revoked)
 * request may be asked again, which reopens the same record.
 */
import { ADMINS_GROUP, type CognitoIdentity } from '../shared/appsync-event';
import { accessRequestId, type AccessRequestRecord, type AccessRequestStore, type AccessStatus } from '../shared/access-request-store';
import { ACCESS_MESSAGE_MAX, ACCESS_REFERENCE_MAX } from '../shared/access-limits';
import { codedError, ErrorCode } from '../shared/error-codes';
import type { MediaKind, MediaRecords } from '../shared/media-records';

export interface EmailDirectory {
  /** The e-mail of the user with this username, from the user pool. */
  emailOf(username: string): Promise<string | null>;
}

export type RequestAccessInput = { kind: MediaKind; itemId: string; message?: string | null; reference?: string | null };

export type AccessRequestReceipt = Pick<AccessRequestRecord, 'id' | 'kind' | 'itemId' | 'status' | 'requestedAt'>;

/** Trimmed text, null when empty; a BAD_REQUEST when longer than `max`. */
export function optionalText(value: string | null | undefined, max: number, name: string): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw codedError(ErrorCode.BAD_REQUEST, `${name} is longer than ${max} characters`);
  return text || null;
}

export async function requestAccess(
  deps: { requests: AccessRequestStore; records: MediaRecords; users: EmailDirectory; now?: () => Date },
  caller: CognitoIdentity,
  input: RequestAccessInput,
): Promise<AccessRequestReceipt> {
  const message = optionalText(input.message, ACCESS_MESSAGE_MAX, 'message');
  const reference = optionalText(input.reference, ACCESS_REFERENCE_MAX, 'reference');
  if (!input.itemId) throw codedError(ErrorCode.BAD_REQUEST, 'itemId is required');
  if (caller.groups?.includes(ADMINS_GROUP)) throw codedError(ErrorCode.ALREADY_OWNED, 'ADMINS see every item');

  const what = input.kind === 'IMAGEN' ? 'image' : 'video';
  const item = await deps.records.getItem(input.kind, input.itemId);
  if (!item) throw codedError(ErrorCode.NOT_FOUND, `no ${what} with id ${input.itemId}`);
  if (item.open) throw codedError(ErrorCode.FREE_ITEM, `this ${what} is open to everyone`);
  if (await deps.records.findPurchase(input.kind, caller.sub, input.itemId)) {
    throw codedError(ErrorCode.ALREADY_OWNED, `you already hold this ${what}`);
  }
  const email = await deps.users.emailOf(caller.username);
  if (!email) throw codedError(ErrorCode.UNAUTHORIZED, 'no e-mail on this account');

  const requestedAt = (deps.now?.() ?? new Date()).toISOString();
  const id = accessRequestId(caller.sub, input.kind, input.itemId);
  const pending = (): never => {
    throw codedError(ErrorCode.ALREADY_REQUESTED, `a request for this ${what} is already pending`);
  };
  const fresh = { email, message, reference, status: 'PENDIENTE' as AccessStatus, reason: null, requestedAt, decidedAt: null };
  const existing = await deps.requests.get(id);
  if (existing?.status === 'PENDIENTE') pending();
  if (existing) {
    // Asked again after a decision: the same record becomes pending again, unless a
    // concurrent request reopened it first.
    if (!(await deps.requests.updateIfStatus(id, existing.status, fresh))) pending();
  } else {
    const record: AccessRequestRecord = {
      id,
      userId: caller.sub,
      kind: input.kind,
      itemId: input.itemId,
      owner: `${caller.sub}::${caller.username}`,
      ...fresh,
    };
    if (!(await deps.requests.createIfAbsent(record))) pending();
  }
  return { id, kind: input.kind, itemId: input.itemId, status: 'PENDIENTE', requestedAt };
}
