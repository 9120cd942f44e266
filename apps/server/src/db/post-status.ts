import type { PostStatusName } from '@tradelink/shared/constants/lists';

/** A LIKE pattern that finds `keyword` anywhere, with LIKE's own wildcards in it taken literally. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

export type PostStatusCounts = Record<'all' | PostStatusName, number>;

const NAMES: PostStatusName[] = ['pending', 'approved', 'rejected', 'closed'];

/** Turns `SELECT status, count(*) AS n … GROUP BY status` rows of a post table (products, RFQs) into counts per status name. */
export function countsByStatus(rows: Array<{ status: unknown; n: unknown }>): PostStatusCounts {
  const counts: PostStatusCounts = { all: 0, pending: 0, approved: 0, rejected: 0, closed: 0 };
  for (const r of rows) {
    const name = NAMES[Number(r.status)];
    if (name) counts[name] = Number(r.n);
    counts.all += Number(r.n);
  }
  return counts;
}
