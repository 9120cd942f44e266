import type { z } from 'zod';
import { addDaysIso } from '@tradelink/shared/validation/optional';
import { AFFILIATE_CURRENCY } from '@tradelink/shared/affiliate/terms';
import type { AffiliateStats, StatsFigures, statsRequest } from '@tradelink/shared/affiliate/stats';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { findOwnLink, listLinks } from './links.repository.ts';
import { statsRows, type DayRow } from './stats.repository.ts';

const FIGURES = ['clicks', 'visitors', 'signups', 'conversions', 'revenue_cents', 'commission_cents'] as const;
const zero = (): StatsFigures => ({ clicks: 0, visitors: 0, signups: 0, conversions: 0, revenue_cents: 0, commission_cents: 0 });
function add(into: StatsFigures, row: DayRow) {
  for (const key of FIGURES) into[key] += Number(row[key]);
}

/** `affiliate.stats`: totals, per link and per day over [srtdate, enddate] (UTC days, both included). */
export async function getStats(deps: Deps, partner: SessionUser, input: z.output<typeof statsRequest>): Promise<AffiliateStats> {
  if (input.link_id && !(await findOwnLink(deps.db, partner.id, input.link_id))) throw new AppError('AFFILIATE_LINK_NOT_FOUND');
  const rows = await statsRows(deps.db, { partnerUserId: partner.id, from: input.srtdate, to: input.enddate, linkId: input.link_id });
  const totals = zero();
  const days = new Map<string, StatsFigures>();
  for (let day = input.srtdate; day <= input.enddate; day = addDaysIso(day, 1)) days.set(day, zero());
  const perLink = new Map<string, StatsFigures>();
  for (const row of rows) {
    add(totals, row);
    const day = days.get(row.day);
    if (day) add(day, row);
    if (row.link_id) {
      const link = perLink.get(row.link_id) ?? zero();
      add(link, row);
      perLink.set(row.link_id, link);
    }
  }
  // Every link that is live or brought something in the range (archived ones keep their history).
  const links = (await listLinks(deps.db, partner.id, true)).filter((l) => (input.link_id ? l.id === input.link_id : !l.archivedAt || perLink.has(l.id)));
  return {
    srtdate: input.srtdate,
    enddate: input.enddate,
    currency: AFFILIATE_CURRENCY,
    totals,
    links: links.map((l) => ({ link_id: l.id, name: l.name, code: l.code, ...(perLink.get(l.id) ?? zero()) })),
    daily: [...days.entries()].map(([date, figures]) => ({ date, ...figures })),
  };
}
