/*
 * Granting an image or a video to a user: ADMINS name the buyer by e-mail; the
 * purchase record is owned by that user (owner `${sub}::${username}`, the Gen 2
 * owner format) so they can read it, and granting twice returns the same record.
 * The record keeps the user's e-mail so ADMINS see who holds it (records made
 * before that field existed are returned as they are).
 */
import { ADMINS_GROUP, type CognitoIdentity } from '../shared/appsync-event';
import type { MediaKind, MediaRecords } from '../shared/media-records';
import { codedError, ErrorCode } from '../shared/error-codes';

export type DirectoryUser = { sub: string; username: string; email: string };

export interface UserDirectory {
  findByEmail(email: string): Promise<DirectoryUser | null>;
}

export interface PurchaseWriter {
  createPurchase(kind: MediaKind, purchase: { userId: string; itemId: string; owner: string; email: string }): Promise<string>;
}

export type GrantResult = { kind: MediaKind; purchaseId: string; userId: string; email: string };

const EMAIL = /^[^\s@"\\]+@[^\s@"\\]+$/;

export function normaliseEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed)) throw codedError(ErrorCode.BAD_REQUEST, `${JSON.stringify(email)} is not an e-mail address`);
  return trimmed;
}

export async function grantPurchase(
  deps: { users: UserDirectory; records: MediaRecords & PurchaseWriter },
  caller: CognitoIdentity,
  input: { email: string; kind: MediaKind; id: string },
): Promise<GrantResult> {
  if (!caller.groups?.includes(ADMINS_GROUP)) throw codedError(ErrorCode.UNAUTHORIZED, 'only ADMINS grant purchases');
  const email = normaliseEmail(input.email);
  const user = await deps.users.findByEmail(email);
  if (!user) throw codedError(ErrorCode.USER_NOT_FOUND, `no account with e-mail ${email}`);
  const item = await deps.records.getItem(input.kind, input.id);
  if (!item) throw codedError(ErrorCode.NOT_FOUND, `no ${input.kind === 'IMAGEN' ? 'image' : 'video'} with id ${input.id}`);
  const existing = await deps.records.findPurchase(input.kind, user.sub, input.id);
  const purchaseId =
    existing ??
    (await deps.records.createPurchase(input.kind, {
      userId: user.sub,
      itemId: input.id,
      owner: `${user.sub}::${user.username}`,
      email: user.email,
    }));
  return { kind: input.kind, purchaseId, userId: user.sub, email: user.email };
}
