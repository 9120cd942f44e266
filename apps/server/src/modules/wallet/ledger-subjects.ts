import { sql } from 'drizzle-orm';
import { PLAN_NAMES, type PlanName } from '@tradelink/shared/constants/plans';
import type { LedgerSubject } from '@tradelink/shared/wallet/wallet';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import type { Tx } from '../../db/client.ts';
import { partyNameSql, rows, type Row } from '../catalog/row-values.ts';

// A ledger row's `ref` is a key for us (`buyer:BUR000012`, `product:345`, `start:BUR…|SUP…`,
// `unlock:<conversation id>`, `plan:Starter`); people read what it stands for: the buyer's name,
// the product's, the plan's. Only the supplier's own products and conversations are looked up, and
// a link is given only where the page will open for them.

type ParsedRef =
  | { kind: 'plan'; plan: PlanName }
  | { kind: 'buyer'; identity: string }
  | { kind: 'product'; id: number }
  | { kind: 'conversation'; uniqueName: string }
  | { kind: 'conversation'; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseLedgerRef(ref: string | null): ParsedRef | null {
  if (!ref) return null;
  const at = ref.indexOf(':');
  if (at < 0) return null;
  const kind = ref.slice(0, at);
  const value = ref.slice(at + 1);
  if (kind === 'plan') return (PLAN_NAMES as readonly string[]).includes(value) ? { kind, plan: value as PlanName } : null;
  if (kind === 'buyer' && value) return { kind, identity: value };
  if (kind === 'product' && /^\d{1,9}$/.test(value)) return { kind, id: Number(value) };
  if (kind === 'start' && value.includes('|')) return { kind: 'conversation', uniqueName: value };
  if (kind === 'unlock' && UUID.test(value)) return { kind: 'conversation', id: value };
  return null;
}

export interface ResolvedRef {
  plan_name: PlanName | null;
  subject: LedgerSubject | null;
}

const NOTHING: ResolvedRef = { plan_name: null, subject: null };

/** What each of a page of ledger refs stands for, by ref. Unknown or vanished targets stand for nothing. */
export async function resolveLedgerRefs(db: Tx, supplierId: string, refs: Array<string | null>): Promise<Map<string, ResolvedRef>> {
  const parsed = new Map<string, ParsedRef>();
  for (const ref of refs) {
    const p = parseLedgerRef(ref);
    if (ref && p) parsed.set(ref, p);
  }
  const all = [...parsed.values()];
  const identities = all.flatMap((p) => (p.kind === 'buyer' ? [p.identity] : []));
  const productIds = all.flatMap((p) => (p.kind === 'product' ? [p.id] : []));
  const uniqueNames = all.flatMap((p) => (p.kind === 'conversation' && 'uniqueName' in p ? [p.uniqueName] : []));
  const conversationIds = all.flatMap((p) => (p.kind === 'conversation' && 'id' in p ? [p.id] : []));

  const [buyerRows, productRows, conversationRows] = await Promise.all([
    identities.length
      ? db.execute(sql`
          SELECT b.identity, ${partyNameSql('u')} AS name, u.status = 'active' AS visible
          FROM buyers b JOIN users u ON u.id = b.user_id
          WHERE b.identity IN (${sql.join(identities.map((i) => sql`${i}`), sql`, `)})`)
      : null,
    productIds.length
      ? db.execute(sql`
          SELECT id, name, status FROM products
          WHERE supplier_id = ${supplierId} AND id IN (${sql.join(productIds.map((i) => sql`${i}`), sql`, `)})`)
      : null,
    uniqueNames.length || conversationIds.length
      ? db.execute(sql`
          SELECT c.id, c.unique_name, ${partyNameSql('u')} AS name
          FROM conversations c JOIN buyers b ON b.id = c.buyer_id JOIN users u ON u.id = b.user_id
          WHERE c.supplier_id = ${supplierId}
            AND (c.unique_name IN (${uniqueNames.length ? sql.join(uniqueNames.map((n) => sql`${n}`), sql`, `) : sql`NULL`})
              OR c.id::text IN (${conversationIds.length ? sql.join(conversationIds.map((i) => sql`${i}`), sql`, `) : sql`NULL`}))`)
      : null,
  ]);
  const found = (result: unknown) => (result ? rows<Row>(result) : []);
  const buyersBy = new Map(found(buyerRows).map((r) => [String(r.identity), r]));
  const productsBy = new Map(found(productRows).map((r) => [Number(r.id), r]));
  const conversations = found(conversationRows);

  const out = new Map<string, ResolvedRef>();
  for (const [ref, p] of parsed) out.set(ref, present(p));
  return out;

  function present(p: ParsedRef): ResolvedRef {
    if (p.kind === 'plan') return { plan_name: p.plan, subject: null };
    if (p.kind === 'buyer') {
      const row = buyersBy.get(p.identity);
      if (!row) return NOTHING;
      // A suspended buyer's page is gone: the name stays (it is the supplier's own history), the link does not.
      return { plan_name: null, subject: { kind: 'buyer', name: String(row.name), href: row.visible ? `/buyer/${encodeURIComponent(p.identity)}` : null } };
    }
    if (p.kind === 'product') {
      const row = productsBy.get(p.id);
      if (!row) return NOTHING;
      // Published products open their public page; the others, the supplier's own edit form.
      const href = Number(row.status) === POST_STATUS.approved ? `/product/${p.id}` : `/business/post/${p.id}`;
      return { plan_name: null, subject: { kind: 'product', name: String(row.name), href } };
    }
    const row = conversations.find((c) => ('id' in p ? String(c.id) === p.id : String(c.unique_name) === p.uniqueName));
    if (!row) return NOTHING;
    return { plan_name: null, subject: { kind: 'conversation', name: String(row.name), href: `/business/messages?open-conv=${String(row.id)}` } };
  }
}
