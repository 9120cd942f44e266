import type { DeskStats } from '@tradelink/shared/desk/desk';
import type { PlanName } from '@tradelink/shared/constants/plans';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { requireSupplier } from '../account/sides.ts';
import { menuCounts } from '../notification/notification.repository.ts';
import { monthlyQuotationLimit, startOfMonthUtc } from '../quotation/quotation-rules.ts';
import { deskCounts } from './desk.repository.ts';

/**
 * `supplier.desk_stats`: the overview's figures for the caller's selling side (SUPPLIER_ONLY
 * without one). New leads and unread inquiries are the menu badges' own counts, so the desk and
 * the badges never disagree.
 */
export async function deskStats(deps: Deps, user: SessionUser): Promise<DeskStats> {
  const supplier = await requireSupplier(deps.db, user.id);
  const [counts, menu] = await Promise.all([deskCounts(deps.db, supplier.id, startOfMonthUtc()), menuCounts(deps.db, user.id, null, supplier.id)]);
  return {
    products: counts.products,
    quotations: { ...counts.quotations, monthly_limit: monthlyQuotationLimit(supplier) },
    leads: { new_count: menu.count_new_buying_leads },
    inquiries: { unread: menu.count_unread_buyer_inquiries, open: counts.open_inquiries },
    quotas: counts.quotas,
    verification_level: supplier.verificationLevel,
    plan_name: supplier.planName as PlanName,
    plan_end_date: supplier.planEndDate ? supplier.planEndDate.toISOString() : null,
  };
}
