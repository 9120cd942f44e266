import type { InquiryListItem, InquiryThread } from '@tradelink/shared/inquiry/inquiry';
import type { Tx } from '../../db/client.ts';
import { presentAttachments } from '../attachment/attachment.service.ts';
import { iso, type Row } from '../catalog/row-values.ts';
import * as repo from './inquiry.repository.ts';
import type { Direction, Side } from './inquiry.repository.ts';

/** Lists show the start of the last message; the thread has it whole. */
const PREVIEW_LENGTH = 200;

const personName = (first: unknown, last: unknown) => [first, last].filter(Boolean).join(' ');

/** Which party of an inquiry the user is; neither means it does not exist for them. */
export function sideOf(r: Row, userId: string): Side | null {
  if (r.b_user_id === userId) return 'buyer';
  if (r.s_user_id === userId) return 'supplier';
  return null;
}

/** The side an inquiry was sent to: the one whose answer (or mark) handles it. */
export const recipientSideOf = (r: Row): Side => (r.direction === 'buyer_to_supplier' ? 'supplier' : 'buyer');

/** An inquiry as a list shows it to one of its parties: the counterpart is the other party. */
export function presentItem(r: Row, viewer: Side): InquiryListItem {
  const counterpart =
    viewer === 'buyer'
      ? { identity: String(r.s_identity), name: personName(r.s_first_name, r.s_last_name), company_name: (r.s_company_name as string | null) ?? null, country: (r.s_country as string | null) ?? null }
      : { identity: String(r.b_identity), name: personName(r.b_first_name, r.b_last_name), company_name: (r.b_company_name as string | null) || null, country: (r.b_country as string | null) ?? null };
  const images = (r.p_images as string[] | null) ?? [];
  const last = String(r.last_body ?? '');
  return {
    id: Number(r.id),
    subject: String(r.subject),
    direction: r.direction as Direction,
    counterpart,
    product: r.product_id !== null && r.p_name !== null ? { id: Number(r.product_id), name: String(r.p_name), image: images[0] ?? null } : null,
    last_message: last.length > PREVIEW_LENGTH ? `${last.slice(0, PREVIEW_LENGTH - 1)}…` : last,
    status: r.status as 'open' | 'handled',
    unread: Boolean(viewer === 'buyer' ? r.buyer_unread : r.supplier_unread),
    reply_count: Math.max(0, Number(r.message_count) - 1),
    last_message_at: iso(r.last_message_at)!,
    created_at: iso(r.created_at)!,
  };
}

/** The whole thread for one of its parties, messages oldest first with their attachments. */
export async function presentThread(db: Tx, r: Row, viewer: Side): Promise<InquiryThread> {
  const messages = await repo.listMessages(db, Number(r.id));
  // Every message's files in one query, not one per message.
  const ids = (m: Row) => (m.attachment_ids as string[] | null) ?? [];
  const files = new Map((await presentAttachments(db, messages.flatMap(ids))).map((a) => [a.id, a]));
  return {
    ...presentItem(r, viewer),
    quantity: r.quantity === null ? null : String(Number(r.quantity)),
    uom: (r.uom as string | null) ?? null,
    viewer,
    messages: messages.map((m) => ({
      id: Number(m.id),
      side: m.author_side as Side,
      author_name: personName(m.first_name, m.last_name),
      body: String(m.body),
      attachments: ids(m).flatMap((id) => files.get(id) ?? []),
      created_at: iso(m.created_at)!,
    })),
  };
}
