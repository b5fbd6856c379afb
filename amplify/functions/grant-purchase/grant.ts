/*
 * Granting an image or a video to a user: ADMINS name the buyer by e-mail (or approve the
 * user's access request); the purchase record is owned by that user (owner `${sub}::${username}`,
 * the Gen 2 owner format) so they can read it, and granting twice, or twice at the same time,
 * leaves one record (its id is the user's and the item's). The record keeps the user's e-mail
 * so ADMINS see who holds it (records made before that field existed are returned as they are).
 */
import { ADMINS_GROUP, type CognitoIdentity } from '../shared/appsync-event';
import { purchaseIdFor, type MediaKind, type MediaRecords } from '../shared/media-records';
import { codedError, ErrorCode } from '../shared/error-codes';
import type { DirectoryUser } from '../shared/cognito-users';

export type { DirectoryUser };

export interface UserDirectory {
  findByEmail(email: string): Promise<DirectoryUser | null>;
}

export interface PurchaseWriter {
  /** Creates the purchase under `id`; answers that id, also when a record already holds it. */
  createPurchase(
    kind: MediaKind,
    purchase: { id: string; userId: string; itemId: string; owner: string; email: string },
  ): Promise<string>;
}

export type GrantResult = { kind: MediaKind; purchaseId: string; userId: string; email: string };

const EMAIL = /^[^\s@"\\]+@[^\s@"\\]+$/;

export function normaliseEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed)) throw codedError(ErrorCode.BAD_REQUEST, `${JSON.stringify(email)} is not an e-mail address`);
  return trimmed;
}

export function requireAdmin(caller: CognitoIdentity, what: string): void {
  if (!caller.groups?.includes(ADMINS_GROUP)) throw codedError(ErrorCode.UNAUTHORIZED, `only ADMINS ${what}`);
}

/** The grant itself, for a user already known: the item must exist; an existing purchase is reused. */
export async function grantToUser(
  records: MediaRecords & PurchaseWriter,
  user: DirectoryUser,
  kind: MediaKind,
  itemId: string,
): Promise<GrantResult> {
  const item = await records.getItem(kind, itemId);
  if (!item) throw codedError(ErrorCode.NOT_FOUND, `no ${kind === 'IMAGEN' ? 'image' : 'video'} with id ${itemId}`);
  const existing = await records.findPurchase(kind, user.sub, itemId);
  const purchaseId =
    existing ??
    (await records.createPurchase(kind, {
      id: purchaseIdFor(user.sub, itemId),
      userId: user.sub,
      itemId,
      owner: `${user.sub}::${user.username}`,
      email: user.email,
    }));
  return { kind, purchaseId, userId: user.sub, email: user.email };
}

export async function grantPurchase(
  deps: { users: UserDirectory; records: MediaRecords & PurchaseWriter },
  caller: CognitoIdentity,
  input: { email: string; kind: MediaKind; id: string },
): Promise<GrantResult> {
  requireAdmin(caller, 'grant purchases');
  const email = normaliseEmail(input.email);
  const user = await deps.users.findByEmail(email);
  if (!user) throw codedError(ErrorCode.USER_NOT_FOUND, `no account with e-mail ${email}`);
  return grantToUser(deps.records, user, input.kind, input.id);
}
