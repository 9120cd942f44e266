import { sql } from 'drizzle-orm';
import { OPERATOR_ROLE } from '@tradelink/shared/constants/roles';
import { registerAndLogin, type TestApp } from '../helper.ts';

export interface OperatorAccount {
  cookie: string;
  email: string;
  userId: string;
}

/**
 * A fresh account with the Operator role. The role cannot be obtained through any call, so it is
 * granted in the database, as the seed does. The session is read per request, so the cookie from
 * before the grant already carries the role.
 */
export async function createOperator(t: TestApp): Promise<OperatorAccount> {
  const a = await registerAndLogin(t, { account_type: 'Buyer', first_name: 'Operator' });
  const userId = a.user.uuid as string;
  await t.database.db.execute(sql`UPDATE users SET roles = array_append(roles, ${OPERATOR_ROLE}) WHERE id = ${userId}`);
  return { cookie: a.cookie, email: a.email, userId };
}
