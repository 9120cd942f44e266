import { imageUrl } from '@tradelink/shared/media/images';
import { multiplyAmounts, type QuotationDetail, type QuotationStatus } from '@tradelink/shared/quotation/quotation';
import type { Tx } from '../../db/client.ts';
import { presentAttachments } from '../attachment/attachment.service.ts';
import { iso, type Row } from '../catalog/row-values.ts';

export type Viewer = 'buyer' | 'supplier';

/** Quotations as the API shows them (rows of quotation.repository's SELECT); attachments in one query for all rows. */
export async function presentMany(db: Tx, list: Row[], viewer: Viewer): Promise<QuotationDetail[]> {
  const ids = (r: Row) => (r.attachment_ids as string[] | null) ?? [];
  const files = new Map((await presentAttachments(db, list.flatMap(ids))).map((a) => [a.id, a]));
  return list.map((r) => present(r, viewer, ids(r).flatMap((id) => files.get(id) ?? [])));
}

export const presentOne = async (db: Tx, r: Row, viewer: Viewer) => (await presentMany(db, [r], viewer))[0]!;

function present(r: Row, viewer: Viewer, attachments: QuotationDetail['attachments']): QuotationDetail {
  const unitPrice = String(r.unit_price);
  const quantity = String(r.quantity);
  return {
    id: Number(r.id),
    rfq: {
      id: Number(r.rfq_id),
      product_name: String(r.r_product_name),
      quantity: String(Number(r.r_quantity)),
      uom: String(r.r_uom),
      status: Number(r.r_status),
      buyer_identity: String(r.b_identity),
    },
    supplier: {
      identity: String(r.s_identity),
      company_name: String(r.s_company_name),
      country: (r.s_country as string | null) ?? null,
      verification_level: Number(r.s_level),
      is_premium: Boolean(r.s_premium),
      logo_url: r.s_logo ? imageUrl(String(r.s_logo), 'thumb') : null,
    },
    unit_price: unitPrice,
    currency: String(r.currency),
    quantity: String(Number(quantity)),
    uom: String(r.uom),
    total: multiplyAmounts(unitPrice, quantity),
    incoterm: (r.incoterm as string | null) ?? null,
    payment_terms: (r.payment_terms as string | null) ?? null,
    lead_time_days: r.lead_time_days === null ? null : Number(r.lead_time_days),
    valid_until: (r.valid_until as string | null) ?? null,
    message: (r.message as string | null) ?? null,
    attachments,
    status: r.status as QuotationStatus,
    decline_reason: (r.decline_reason as string | null) ?? null,
    is_new: r.seen_at === null,
    viewer,
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

/** Which side of a quotation the user is on; neither means it does not exist for them. */
export function sideOf(r: Row, userId: string): Viewer | null {
  if (r.buyer_user_id === userId) return 'buyer';
  if (r.supplier_user_id === userId) return 'supplier';
  return null;
}
