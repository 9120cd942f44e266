import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanName } from '@tradelink/shared/constants/plans';
import { suppliers } from '../src/db/schema/index.ts';
import { refreshSearchIndex } from '../src/modules/catalog/search-index.ts';
import { applyPlan } from '../src/modules/membership/plan-change.ts';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';
import { nonce } from './factories/selling.ts';

// Superior's sixth benefit, "priority listing": at equal relevance an active Superior (plan Advance)
// supplier is listed before the others, Advance (Starter) and trial suppliers included.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

/** A supplier with exactly the given company name (so text relevance ties), on a plan ending in `days`. */
async function supplierOn(company: string, plan: PlanName, days: number) {
  const account = await registerAndLogin(t, { account_type: 'Seller', company_name: company, fd_country: 'VN' });
  const [row] = await t.database.db.select().from(suppliers).where(eq(suppliers.userId, account.user.uuid)).limit(1);
  if (plan !== 'Free') {
    const now = new Date();
    await t.database.db.transaction((tx) =>
      applyPlan(tx, { userId: row!.userId, side: 'supplier', planName: plan, activeDate: now, endDate: new Date(now.getTime() + days * DAY), reason: 'plan_activated' }, now),
    );
  }
  return row!;
}

const identities = async (query: Record<string, string>) => {
  const res = await call(t.app, 'GET', 'catalog.search', { query: { tab: 'suppliers', ...query } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().message.data.map((s: { identity: string }) => s.identity);
};

describe('priority listing', () => {
  it('ranks an active Superior supplier first at equal relevance, in the relevance order only', async () => {
    const word = nonce();
    const company = `${word} Export Co`;
    // Created oldest first: without the benefit, the newest of equals would come first.
    const superior = await supplierOn(company, 'Advance', 30);
    const advance = await supplierOn(company, 'Starter', 30);
    const trial = await supplierOn(company, 'Trial', 7);
    const ended = await supplierOn(company, 'Advance', -1);
    const free = await supplierOn(company, 'Free', 0);
    await refreshSearchIndex(t.database.db, 'suppliers', [superior.id, advance.id, trial.id, ended.id, free.id]);
    for (const s of [superior, advance, trial, ended, free]) expect(s.verificationLevel).toBe(superior.verificationLevel);

    const ranked = await identities({ keyword: word });
    expect(ranked).toHaveLength(5);
    expect(ranked[0]).toBe(superior.identity);
    // The other premium suppliers next (newest first among equals), then an ended Superior plan counts as Free.
    expect(ranked.slice(1, 3)).toEqual([trial.identity, advance.identity]);
    expect(ranked.slice(3)).toEqual([free.identity, ended.identity]);

    // A sort the visitor chose is not reordered.
    expect((await identities({ keyword: word, sort: 'newest' }))[0]).toBe(free.identity);
  });
});
