import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { hashPassword, verifyPassword } from '../../modules/auth/password.ts';
import { UnsafeConfigError } from '../../config/secrets.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

/**
 * A database seeded in development and then served in production would keep the README's demo
 * password on every demo account, the operator's included. In production: with DEMO_PASSWORD set
 * (a demo site) those accounts are moved to it; without it the server does not start.
 * The seed gives every demo account one hash, so the operator's tells which accounts carry it.
 */
export async function guardDemoPassword(db: Db, demoPassword: string, log: (message: string) => void): Promise<void> {
  const [operator] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, DEMO_ACCOUNTS.operator)).limit(1);
  if (!operator?.hash || !(await verifyPassword(DEMO_PASSWORD, operator.hash))) return;
  if (demoPassword === DEMO_PASSWORD) {
    throw new UnsafeConfigError(
      'This database has the demo accounts with the public demo password (the operator account included). ' +
        'Set DEMO_PASSWORD to a password of your own to move them to it, or start production on a database without demo data.',
    );
  }
  const moved = await db
    .update(users)
    .set({ passwordHash: await hashPassword(demoPassword) })
    .where(sql`${users.passwordHash} = ${operator.hash}`)
    .returning({ id: users.id });
  log(`Moved ${moved.length} demo accounts from the public demo password to DEMO_PASSWORD.`);
}
