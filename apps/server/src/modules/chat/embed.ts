import { sql } from 'drizzle-orm';
import type { ChatEmbed, EmbedType } from '@tradelink/shared/chat/chat';
import { imageUrl } from '@tradelink/shared/media/images';
import { formatQuantity } from '@tradelink/shared/reference/units';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { rows, type Row } from '../catalog/row-values.ts';
import type { Participation } from './caller.ts';

// A card attached to a message (product, RFQ or quotation), resolved on the server when the message
// is sent and stored as a snapshot. The sender may only share what it may show the counterpart:
// a public product, a public RFQ or its own, a quotation between exactly these two parties.

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/** A number as written on a card: no trailing zeros, thousands grouped ("1,250.5"). */
const amount = (v: unknown) => Number(v).toLocaleString('en-US', { maximumFractionDigits: 2 });

async function productCard(db: Tx, id: number): Promise<ChatEmbed | null> {
  const [r] = rows<Row>(
    await db.execute(sql`
      SELECT p.id, p.name, p.images, p.price_min, p.price_max, p.currency
      FROM products p JOIN suppliers s ON s.id = p.supplier_id JOIN users u ON u.id = s.user_id
      WHERE p.id = ${id} AND p.status = 1 AND u.status = 'active'`),
  );
  if (!r) return null;
  const images = (r.images as string[] | null) ?? [];
  const prices = [r.price_min, r.price_max].filter((v) => v !== null && v !== undefined).map(amount);
  const range = [...new Set(prices)].join(' – ');
  return {
    type: 'product',
    id: String(r.id),
    title: String(r.name),
    image: images[0] ? imageUrl(images[0], 'thumb') : null,
    url: `/product/${r.id}`,
    subtitle: range ? `${r.currency} ${range}` : null,
  };
}

/** Public (approved, of an active buyer) or the sender's own: a buyer may share a request still in review. */
async function rfqCard(db: Tx, id: number, part: Participation): Promise<ChatEmbed | null> {
  const ownerBuyer = part.side === 'buyer' ? part.row.buyerId : null;
  const [r] = rows<Row>(
    await db.execute(sql`
      SELECT r.id, r.product_name, r.quantity, r.uom
      FROM rfqs r JOIN buyers b ON b.id = r.buyer_id JOIN users u ON u.id = b.user_id
      WHERE r.id = ${id} AND ((r.status = 1 AND u.status = 'active') OR r.buyer_id = ${ownerBuyer})`),
  );
  if (!r) return null;
  return {
    type: 'rfq',
    id: String(r.id),
    title: String(r.product_name),
    image: null,
    url: `/request/${r.id}`,
    subtitle: formatQuantity(String(r.quantity), String(r.uom), 'en'),
    quantity: String(Number(r.quantity)),
    uom: String(r.uom),
  };
}

/** A quotation is private to its two parties: only when they are this conversation's buyer and supplier. */
async function quotationCard(db: Tx, id: number, part: Participation): Promise<ChatEmbed | null> {
  const [r] = rows<Row>(
    await db.execute(sql`
      SELECT q.id, q.unit_price, q.quantity, q.currency, r.product_name
      FROM quotations q JOIN rfqs r ON r.id = q.rfq_id
      WHERE q.id = ${id} AND q.supplier_id = ${part.row.supplierId} AND r.buyer_id = ${part.row.buyerId} AND q.status <> 'withdrawn'`),
  );
  if (!r) return null;
  const total = Number(r.unit_price) * Number(r.quantity);
  // `/quotations/{id}` opens for both of its parties (the supplier also has `/my-quotations/{id}`).
  return { type: 'quotation', id: String(r.id), title: String(r.product_name), image: null, url: `/quotations/${r.id}`, subtitle: `${r.currency} ${amount(total)}` };
}

/** The card for an embed request, or 400 EMBED_INVALID when it does not exist or may not be shared here. */
export async function resolveEmbed(db: Tx, request: { type: EmbedType; id: string }, part: Participation): Promise<ChatEmbed> {
  if (!POSITIVE_INT.test(request.id) || Number(request.id) > 2_147_483_647) throw new AppError('EMBED_INVALID');
  const id = Number(request.id);
  const card =
    request.type === 'product' ? await productCard(db, id) : request.type === 'rfq' ? await rfqCard(db, id, part) : await quotationCard(db, id, part);
  if (!card) throw new AppError('EMBED_INVALID');
  return card;
}
