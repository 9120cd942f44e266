import { and, eq, inArray, sql } from 'drizzle-orm';
import { REPORT_REASONS, type ReportReason, type ReportState, type ReportTargetType } from '@tradelink/shared/trust/trust-constants';
import type { Tx } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import { type Row, rows, iso, partyNameSql } from '../catalog/row-values.ts';

export interface GroupFilter {
  state: ReportState;
  targetType?: ReportTargetType;
  limit: number;
  offset: number;
}

// A numeric target id as an integer, or null; CASE makes sure the cast only sees digits.
const numericId = sql`(CASE WHEN g.target_id ~ '^[0-9]{1,9}$' THEN g.target_id::int END)`;

/**
 * Reports grouped by target. The open view lists targets with open reports, most reported first
 * and then the longest waiting; its counts and times are those of the open reports. The closed
 * view lists targets whose reports are all closed, latest first, counting all of them.
 */
export async function listReportGroups(db: Tx, filter: GroupFilter) {
  const open = filter.state === 'open';
  const scope = open ? sql`status = 'open'` : sql`true`;
  const ofType = filter.targetType ? sql`target_type = ${filter.targetType}` : sql`true`;
  const reasonColumns = sql.join(
    REPORT_REASONS.map((reason) => sql`count(*) FILTER (WHERE ${scope} AND reason = ${reason})::int AS ${sql.identifier(`r_${reason}`)}`),
    sql`, `,
  );
  // The open view first finds the targets with an open report (the status index), and only groups
  // their reports; the whole history is read only by the closed view, which is about the history.
  const targets = open ? sql`AND (target_type, target_id) IN (SELECT target_type, target_id FROM reports WHERE status = 'open' AND ${ofType})` : sql``;
  const grouped = sql`
    SELECT target_type, target_id,
      count(*) FILTER (WHERE status = 'open')::int AS open_count, count(*)::int AS total_count,
      min(created_at) FILTER (WHERE ${scope}) AS first_at, max(created_at) FILTER (WHERE ${scope}) AS last_at,
      ${reasonColumns}
    FROM reports
    WHERE ${ofType} ${targets}
    GROUP BY target_type, target_id
    ${open ? sql`` : sql`HAVING count(*) FILTER (WHERE status = 'open') = 0`}`;
  const order = open ? sql`g.open_count DESC, g.first_at ASC, g.target_type, g.target_id` : sql`g.last_at DESC, g.target_type, g.target_id`;
  const [counted, page] = await Promise.all([
    db.execute(sql`SELECT count(*)::int AS n FROM (${grouped}) g`),
    db.execute(sql`
      WITH g AS (SELECT * FROM (${grouped}) g ORDER BY ${order} LIMIT ${filter.limit} OFFSET ${filter.offset})
      SELECT g.*,
        (s.id IS NOT NULL OR b.id IS NOT NULL) AS party_found,
        p.name AS product_name, q.product_name AS rfq_name, left(v.body, 120) AS review_text,
        coalesce(vs.identity, vb.identity) AS reviewed_identity,
        ou.id AS owner_user_id, ou.status AS owner_status, ${partyNameSql('ou', 'os')} AS owner_name
      FROM g
        LEFT JOIN suppliers s ON g.target_type = 'supplier' AND s.identity = g.target_id
        LEFT JOIN buyers b ON g.target_type = 'buyer' AND b.identity = g.target_id
        LEFT JOIN products p ON g.target_type = 'product' AND p.id = ${numericId}
        LEFT JOIN suppliers ps ON ps.id = p.supplier_id
        LEFT JOIN rfqs q ON g.target_type = 'rfq' AND q.id = ${numericId}
        LEFT JOIN buyers qb ON qb.id = q.buyer_id
        LEFT JOIN reviews v ON g.target_type = 'review' AND v.id = ${numericId}
        LEFT JOIN suppliers vs ON vs.id = v.supplier_id
        LEFT JOIN buyers vb ON vb.id = v.buyer_id
        LEFT JOIN users ou ON ou.id = coalesce(s.user_id, b.user_id, ps.user_id, qb.user_id, v.author_user_id)
        -- The owner's supplier side, when they act as a supplier here (named by the company then).
        LEFT JOIN suppliers os ON os.user_id = ou.id
          AND (g.target_type IN ('supplier', 'product') OR (g.target_type = 'review' AND v.author_role = 'supplier'))
      ORDER BY ${order}`),
  ]);
  return { total: Number(rows<Row>(counted)[0]!.n), rows: rows<Row>(page).map(presentGroup) };
}

function targetOf(r: Row): { name: string | null; url: string | null } {
  const id = String(r.target_id);
  switch (r.target_type as ReportTargetType) {
    case 'supplier':
    case 'buyer':
      // A party is named as its owner is (the same name everywhere in the console).
      return r.party_found ? { name: String(r.owner_name), url: `/${r.target_type}/${id}` } : { name: null, url: null };
    case 'product':
      return { name: (r.product_name as string | null) ?? null, url: r.product_name === null ? null : `/product/${id}` };
    case 'rfq':
      return { name: (r.rfq_name as string | null) ?? null, url: r.rfq_name === null ? null : `/request/${id}` };
    case 'review': {
      const party = r.reviewed_identity as string | null;
      const url = party ? `/${party.startsWith('SUP') ? 'supplier' : 'buyer'}/${party}#reviews` : null;
      return { name: (r.review_text as string | null) ?? null, url };
    }
  }
}

function presentGroup(r: Row) {
  const target = targetOf(r);
  return {
    target_type: r.target_type as ReportTargetType,
    target_id: String(r.target_id),
    // A target deleted since it was reported is still listed (its reports need closing), by its id.
    target_name: target.name ?? String(r.target_id),
    target_url: target.url,
    owner_user_id: (r.owner_user_id as string | null) ?? null,
    owner_name: (r.owner_name as string | null) ?? null,
    owner_status: (r.owner_status as string | null) ?? null,
    open_count: Number(r.open_count),
    total_count: Number(r.total_count),
    reasons: Object.fromEntries(REPORT_REASONS.map((reason) => [reason, Number(r[`r_${reason}`])])) as Record<ReportReason, number>,
    first_at: iso(r.first_at)!,
    last_at: iso(r.last_at)!,
  };
}

/** Every report on one target, newest first, with who filed it. */
export async function listTargetReports(db: Tx, targetType: ReportTargetType, targetId: string) {
  const result = await db.execute(sql`
    SELECT r.id, r.reason, r.details, r.status, r.created_at, r.resolved_at, r.resolution_note,
      u.id AS user_id, u.email, concat_ws(' ', u.first_name, nullif(u.last_name, '')) AS name, u.company_name
    FROM reports r JOIN users u ON u.id = r.reporter_user_id
    WHERE r.target_type = ${targetType} AND r.target_id = ${targetId}
    ORDER BY r.created_at DESC, r.id DESC`);
  return rows<Row>(result).map((r) => ({
    id: Number(r.id),
    reporter: { user_id: String(r.user_id), name: [r.name, r.company_name].filter(Boolean).join(' · '), email: String(r.email) },
    reason: r.reason as ReportReason,
    details: (r.details as string | null) ?? null,
    status: r.status as 'open' | 'resolved' | 'dismissed',
    created_at: iso(r.created_at)!,
    resolved_at: iso(r.resolved_at),
    resolution_note: (r.resolution_note as string | null) ?? null,
  }));
}

/** The open reports on a target, locked for closing. */
export async function lockOpenReports(tx: Tx, targetType: ReportTargetType, targetId: string) {
  return tx
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'open')))
    .orderBy(reports.id)
    .for('update');
}

export async function closeReports(tx: Tx, ids: number[], values: { status: 'resolved' | 'dismissed'; resolvedBy: string; note: string | null }) {
  if (!ids.length) return;
  await tx
    .update(reports)
    .set({ status: values.status, resolvedBy: values.resolvedBy, resolvedAt: new Date(), resolutionNote: values.note })
    .where(inArray(reports.id, ids));
}

export async function countReports(db: Tx, targetType: ReportTargetType, targetId: string): Promise<number> {
  const [row] = rows<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM reports WHERE target_type = ${targetType} AND target_id = ${targetId}`));
  return Number(row?.n ?? 0);
}
