// What every operation of the pool works with.
import type { IncomingMessage } from 'node:http';
import type { CredentialStore } from '../shared/contracts';
import type { OperatorCredentials } from '../shared/operator';
import type { TokenService, TokenSubject } from '../shared/tokens';
import type { Db } from './db';
import type { Mailbox } from './mailbox';
import type { PoolSettings } from './pool-settings';
import type { ChallengeSessions } from './sessions';
import type { UserRecord, UsersStore } from './users-store';

export interface PoolContext {
  db: Db;
  settings: PoolSettings;
  users: UsersStore;
  tokens: TokenService;
  mailbox: Mailbox;
  credentials: CredentialStore;
  operator: OperatorCredentials;
  sessions: ChallengeSessions;
  log: (message: string) => void;
}

export type Body = Record<string, unknown>;

export interface OperationRequest {
  body: Body;
  raw: Buffer;
  req: IncomingMessage;
  target: string;
}

export type Operation = (ctx: PoolContext, request: OperationRequest) => Promise<unknown> | unknown;

/** What the tokens of a user say about them: groups, attributes, group roles by precedence. */
export function tokenSubject(ctx: PoolContext, user: UserRecord): TokenSubject {
  const groups = ctx.users.groups(user.username);
  const roles = ctx.settings.groups
    .filter((g) => groups.includes(g.name))
    .map((g) => ctx.settings.roleArn(`${g.name}GroupRole`));
  return { username: user.username, sub: user.username, groups, attributes: user.attributes, roles };
}
