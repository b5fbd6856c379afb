/*
 * ADMINS find a user by part of a name or e-mail. Cognito filters only by a whole value or a
 * prefix of one attribute, so the pool is read page by page and matched here (case and
 * accents ignored) up to a bound; when the pool is larger than that, prefix filters on the
 * e-mail, name and family name still find anyone whose value starts with the text.
 */
import type { CognitoIdentity } from '../shared/appsync-event';
import { filterValue, type DirectoryUser, type UserPage } from '../shared/cognito-users';
import { codedError, ErrorCode } from '../shared/error-codes';
import { requireAdmin } from './grant';

export interface UserLister {
  listPage(filter?: string, nextToken?: string): Promise<UserPage>;
}

export type UserMatch = { sub: string; email: string; name: string | null; familyName: string | null };
export type UserSearchResult = { users: UserMatch[]; complete: boolean };

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Answers hold at most this many users: the admin types more to narrow them. */
export const SEARCH_RESULT_LIMIT = 20;
/** Pages of 60 read before the search falls back to prefix filters (1,200 users). */
export const SEARCH_SCAN_PAGES = 20;

/** Lower case without accents, so 'jose' finds 'José'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function rank(user: DirectoryUser, text: string): number | null {
  const email = fold(user.email);
  const names = [user.name, user.familyName, [user.name, user.familyName].filter(Boolean).join(' ')].map((n) => fold(n ?? ''));
  if (email === text) return 0;
  if (email.startsWith(text) || names.some((n) => n.startsWith(text))) return 1;
  if (email.includes(text) || names.some((n) => n.includes(text))) return 2;
  return null;
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

export async function searchUsers(users: UserLister, caller: CognitoIdentity, rawText: unknown): Promise<UserSearchResult> {
  requireAdmin(caller, 'search users');
  const typed = typeof rawText === 'string' ? rawText.trim() : '';
  if (typed.length < SEARCH_MIN_LENGTH || typed.length > SEARCH_MAX_LENGTH) {
    throw codedError(ErrorCode.BAD_REQUEST, `text must have ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`);
  }
  const text = fold(typed);
  const found = new Map<string, { user: DirectoryUser; rank: number }>();
  const consider = (user: DirectoryUser) => {
    if (!user.email) return; // grants name a user by e-mail
    const r = rank(user, text);
    if (r !== null && !found.has(user.sub)) found.set(user.sub, { user, rank: r });
  };

  let token: string | undefined;
  let pages = 0;
  do {
    const page = await users.listPage(undefined, token);
    page.users.forEach(consider);
    token = page.nextToken;
    pages += 1;
  } while (token && pages < SEARCH_SCAN_PAGES);
  const complete = !token;

  if (!complete) {
    const filters = [
      `email ^= "${filterValue(typed.toLowerCase())}"`,
      ...[...new Set([typed, capitalised(typed)])].flatMap((value) => [
        `name ^= "${filterValue(value)}"`,
        `family_name ^= "${filterValue(value)}"`,
      ]),
    ];
    const pagesByFilter = await Promise.all(filters.map((filter) => users.listPage(filter)));
    for (const page of pagesByFilter) page.users.forEach(consider);
  }

  const matches = [...found.values()]
    .sort((a, b) => a.rank - b.rank || a.user.email.localeCompare(b.user.email))
    .slice(0, SEARCH_RESULT_LIMIT)
    .map(({ user }) => ({ sub: user.sub, email: user.email, name: user.name ?? null, familyName: user.familyName ?? null }));
  return { users: matches, complete: complete && found.size <= SEARCH_RESULT_LIMIT };
}
