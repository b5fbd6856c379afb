import type { Schema } from '../../amplify/data/resource';
import { ErrorCode, errorCodeOf } from '../../amplify/functions/shared/error-codes';
import { accessRequestId } from '../../amplify/functions/shared/record-ids';
import { getDataClient } from './data-client';
import { graphQLErrorsOf, listAllPages, throwOnErrors, type GraphQLErrorLike } from './data-results';
import type { MediaKind } from './media-url';

export { ACCESS_MESSAGE_MAX, ACCESS_REFERENCE_MAX, ACCESS_REASON_MAX } from '../../amplify/functions/shared/access-limits';

export type AccessRequest = Schema['AccessRequest']['type'];
export type AccessStatus = AccessRequest['status'];

/**
 * Why a request was not stored: each has its own Spanish message. 'already-requested' and
 * 'already-owned' come from the server's checks (a second pending request, an item held).
 */
export type AccessRequestRefusal =
  | 'already-requested'
  | 'already-owned'
  | 'free'
  | 'not-found'
  | 'too-long'
  | 'signed-out'
  | 'failed';

export type AccessRequestOutcome = { ok: true; requestedAt: string } | { ok: false; reason: AccessRequestRefusal };

/** The refusal a requestAccess answer's errors stand for, by the codes its function gives. */
export function accessRequestRefusal(errors: readonly GraphQLErrorLike[]): AccessRequestRefusal {
  const codes = errors.map((error) => errorCodeOf(error.message));
  if (codes.includes(ErrorCode.ALREADY_REQUESTED)) return 'already-requested';
  if (codes.includes(ErrorCode.ALREADY_OWNED)) return 'already-owned';
  if (codes.includes(ErrorCode.FREE_ITEM)) return 'free';
  if (codes.includes(ErrorCode.NOT_FOUND)) return 'not-found';
  if (codes.includes(ErrorCode.BAD_REQUEST)) return 'too-long';
  if (codes.includes(ErrorCode.UNAUTHORIZED) || errors.some((error) => error.errorType === 'Unauthorized')) return 'signed-out';
  return 'failed';
}

/**
 * Asks ADMINS for a paid video or a private image (the requestAccess mutation, user-pool mode):
 * the server stores it for the caller, as PENDIENTE, once per item. Never throws.
 */
export async function requestAccess(kind: MediaKind, itemId: string, message: string, reference: string): Promise<AccessRequestOutcome> {
  try {
    const { data, errors } = await getDataClient().mutations.requestAccess(
      { kind, itemId, message: message.trim() || null, reference: reference.trim() || null },
      { authMode: 'userPool' },
    );
    if (errors?.length || !data) {
      console.error('requestAccess:', errors);
      return { ok: false, reason: errors?.length ? accessRequestRefusal(errors) : 'failed' };
    }
    return { ok: true, requestedAt: data.requestedAt };
  } catch (error) {
    console.error('requestAccess:', error);
    return { ok: false, reason: accessRequestRefusal(graphQLErrorsOf(error)) };
  }
}

/** The signed-in user's own request for an item, if they made one (read by key). */
export async function fetchMyRequestFor(userId: string, kind: MediaKind, itemId: string): Promise<AccessRequest | null> {
  const { data } = throwOnErrors(
    await getDataClient().models.AccessRequest.get({ id: accessRequestId(userId, kind, itemId) }, { authMode: 'userPool' }),
  );
  return data ?? null;
}

/** Every request of the signed-in user, newest first (the owner rule returns only theirs). */
export async function fetchMyRequests(userId: string): Promise<AccessRequest[]> {
  const client = getDataClient();
  return listAllPages((nextToken) =>
    client.models.AccessRequest.listAccessRequestByUser({ userId }, { authMode: 'userPool', sortDirection: 'DESC', nextToken }),
  );
}
