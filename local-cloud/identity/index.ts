// The identity half of the local cloud: a Cognito user pool and identity pool over their
// JSON protocols, configured from amplify/ (pool-settings.ts), stored in identity.sqlite.
import { createCredentialStore } from '../shared/credentials';
import type { IdentityService, LocalCloudContext } from '../shared/contracts';
import { createTokenService } from '../shared/tokens';
import type { PoolContext } from './context';
import { openIdentityDb } from './db';
import { Mailbox } from './mailbox';
import { loadPoolSettings } from './pool-settings';
import { createRouter } from './router';
import { seedAccounts } from './seed';
import { ChallengeSessions } from './sessions';
import { UsersStore } from './users-store';

export async function createIdentityService(ctx: LocalCloudContext): Promise<IdentityService> {
  const settings = await loadPoolSettings(ctx.backend);
  const db = openIdentityDb(ctx.dir);
  const users = new UsersStore(db);
  const tokens = await createTokenService({
    db,
    issuer: `${ctx.gatewayUrl}/${settings.userPoolId}`,
    clientId: settings.clientId,
    userActive: (username) => users.get(username)?.enabled === true,
  });
  const pool: PoolContext = {
    db,
    settings,
    users,
    tokens,
    mailbox: new Mailbox(db, ctx.log),
    credentials: createCredentialStore(db),
    operator: ctx.operator,
    sessions: new ChallengeSessions(),
    log: ctx.log,
  };

  return {
    handler: createRouter(pool),
    credentials: pool.credentials,
    tokens,
    users: {
      findByEmail(email) {
        const user = users.find(email);
        if (!user || user.email !== email.trim().toLowerCase()) return undefined;
        return { sub: user.username, username: user.username, email: user.attributes.email ?? user.email, groups: users.groups(user.username) };
      },
    },
    seed: () => seedAccounts(pool),
    close: () => db.close(),
  };
}
