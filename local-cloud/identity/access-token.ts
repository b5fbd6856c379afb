// Operations a signed-in user calls with their access token.
import { TokenError } from '../shared/tokens';
import type { Body, PoolContext } from './context';
import { notAuthorized, requireString } from './errors';
import type { UserRecord } from './users-store';

export async function userFromAccessToken(ctx: PoolContext, body: Body): Promise<UserRecord> {
  const token = requireString(body, 'AccessToken', 'accessToken');
  let username: string;
  try {
    const verified = await ctx.tokens.verify(token);
    if (verified.tokenUse !== 'access') throw new TokenError('Invalid token use');
    username = verified.username;
  } catch (error) {
    const why = error instanceof Error ? error.message : '';
    if (why === 'Token has expired') throw notAuthorized('Access Token has expired');
    if (why === 'Token has been revoked') throw notAuthorized('Access Token has been revoked');
    throw notAuthorized('Invalid Access Token');
  }
  const user = ctx.users.get(username);
  if (!user) throw notAuthorized('Access Token has been revoked');
  if (!user.enabled) throw notAuthorized('User is disabled.');
  return user;
}
