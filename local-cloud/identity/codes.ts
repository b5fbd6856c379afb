// Redeeming a one-time code with Cognito's answers: wrong, expired, or too many tries.
import type { PoolContext } from './context';
import { CognitoError, codeMismatch, expiredCode } from './errors';
import type { CodePurpose } from './users-store';

export function redeemCode(ctx: PoolContext, username: string, purpose: CodePurpose, code: string): void {
  switch (ctx.users.consumeCode(username, purpose, code)) {
    case 'ok':
      return;
    case 'expired':
      throw expiredCode();
    case 'limit':
      throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    default:
      throw codeMismatch();
  }
}
