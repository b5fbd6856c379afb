// The demo accounts: an administrator in ADMINS and a plain user, confirmed, from the
// SEED_* environment variables (defaults in the README). Running it again changes nothing.
import { randomUUID } from 'node:crypto';
import type { PoolContext } from './context';
import { checkPasswordPolicy, passwordSecrets } from './password';

export const SEED_DEFAULTS = {
  adminEmail: 'admin@educandoenlafe.local',
  adminPassword: 'Admin#2025fe',
  userEmail: 'usuario@educandoenlafe.local',
  userPassword: 'Usuario#2025fe',
};

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

export async function seedAccounts(ctx: PoolContext, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await ensureUser(ctx, env.SEED_ADMIN_EMAIL || SEED_DEFAULTS.adminEmail, env.SEED_ADMIN_PASSWORD || SEED_DEFAULTS.adminPassword, 'Administrador', ['ADMINS']);
  await ensureUser(ctx, env.SEED_USER_EMAIL || SEED_DEFAULTS.userEmail, env.SEED_USER_PASSWORD || SEED_DEFAULTS.userPassword, 'Usuario', []);
}
