// The demo accounts: an administrator in ADMINS and a plain user, confirmed, from the
// SEED_* settings (defaults in the README). Running it again changes nothing.
import { randomUUID } from 'node:crypto';
import { settings, type SeedAccounts } from '../shared/settings';
import type { PoolContext } from './context';
import { checkPasswordPolicy, passwordSecrets } from './password';

async function ensureUser(ctx: PoolContext, email: string, password: string, name: string, groups: string[]): Promise<void> {
  let user = ctx.users.find(email);
  if (!user) {
    checkPasswordPolicy(password, ctx.settings);
    const username = randomUUID();
    user = ctx.users.create({
      username,
      email,
      status: 'CONFIRMED',
      attributes: { email, email_verified: 'true', name, sub: username },
      ...(await passwordSecrets(ctx.settings, username, password)),
    });
    ctx.log(`identity: seeded ${email}${groups.length ? ` (${groups.join(', ')})` : ''}`);
  }
  for (const group of groups) ctx.users.addToGroup(user.username, group);
}

export async function seedAccounts(ctx: PoolContext, accounts: SeedAccounts = settings().seed): Promise<void> {
  await ensureUser(ctx, accounts.adminEmail, accounts.adminPassword, 'Administrador', ['ADMINS']);
  await ensureUser(ctx, accounts.userEmail, accounts.userPassword, 'Usuario', []);
}
