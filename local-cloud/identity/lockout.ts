// Cognito's lock-out: after five failed sign-in attempts the user is locked out for a
// second, doubling with each further failure up to about 15 minutes; attempts while locked
// are answered 'Password attempts exceeded' and a success clears the count.
import type { PoolContext } from './context';
import { ATTEMPTS_EXCEEDED, INCORRECT_CREDENTIALS, notAuthorized } from './errors';
import type { UserRecord } from './users-store';

const FREE_ATTEMPTS = 5;
const MAX_LOCK_MS = 15 * 60_000;
/** Failures older than this no longer count. */
const FORGET_AFTER_MS = 15 * 60_000;

export function assertNotLocked(user: UserRecord): void {
  if (user.lockedUntil > Date.now()) throw notAuthorized(ATTEMPTS_EXCEEDED);
}

/** Records a wrong password and returns the error to answer. */
export function recordFailure(ctx: PoolContext, user: UserRecord): Error {
  const now = Date.now();
  const previous = now - user.lastFailureAt > FORGET_AFTER_MS ? 0 : user.failedAttempts;
  const failures = previous + 1;
  const lockedUntil = failures >= FREE_ATTEMPTS ? now + Math.min(1000 * 2 ** (failures - FREE_ATTEMPTS), MAX_LOCK_MS) : 0;
  ctx.users.update(user.username, { failedAttempts: failures, lastFailureAt: now, lockedUntil });
  return notAuthorized(failures > FREE_ATTEMPTS ? ATTEMPTS_EXCEEDED : INCORRECT_CREDENTIALS);
}

export function recordSuccess(ctx: PoolContext, user: UserRecord): void {
  if (user.failedAttempts || user.lockedUntil) ctx.users.update(user.username, { failedAttempts: 0, lockedUntil: 0, lastFailureAt: 0 });
}
