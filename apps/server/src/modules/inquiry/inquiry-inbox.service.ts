import type { z } from 'zod';
import type { InquiryListItem, inquiryListRequest } from '@tradelink/shared/inquiry/inquiry';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { requireBuyer, requireSupplier } from '../account/sides.ts';
import * as repo from './inquiry.repository.ts';
import type { Direction } from './inquiry.repository.ts';
import { presentItem, recipientSideOf, sideOf } from './inquiry.presenter.ts';

export const INQUIRY_PAGE_SIZE = 20;
type ListInput = z.output<typeof inquiryListRequest>;

/**
 * One box of the caller's inquiries on one side of the account (BUYER_ONLY / SUPPLIER_ONLY when
 * it lacks that side). `sent` is what that side started, `received` what the other side started;
 * without a box each side sees its main one (a buyer its sent inquiries, a supplier buyers' ones).
 */
export async function listMine(deps: Deps, user: SessionUser, input: ListInput) {
  const partyId = input.side === 'supplier' ? (await requireSupplier(deps.db, user.id)).id : (await requireBuyer(deps.db, user.id)).id;
  const box = input.box ?? (input.side === 'supplier' ? 'received' : 'sent');
  const startedByBuyer = (input.side === 'buyer') === (box === 'sent');
  const direction: Direction = startedByBuyer ? 'buyer_to_supplier' : 'supplier_to_buyer';
  const { items, total } = await repo.listForParty(
    deps.db,
    { side: input.side, partyId, direction, status: input.status, unreadOnly: input.unread_only },
    input.page,
    INQUIRY_PAGE_SIZE,
  );
  return { data: items.map((r) => presentItem(r, input.side)), total, page: input.page, page_size: INQUIRY_PAGE_SIZE };
}

/**
 * Marks an inquiry handled or open again. Only the side it was sent to decides that (a buyer's
 * inquiry is the supplier's to handle); for anyone else, its sender included, it does not exist.
 */
export async function setInquiryStatus(deps: Deps, user: SessionUser, input: { inquiry_id: number; status: 'open' | 'handled' }): Promise<InquiryListItem> {
  const row = await repo.findInquiry(deps.db, input.inquiry_id);
  const side = row ? sideOf(row, user.id) : null;
  if (!row || !side || side !== recipientSideOf(row)) throw new AppError('NOT_FOUND');
  await repo.setStatus(deps.db, input.inquiry_id, input.status, side);
  return presentItem((await repo.findInquiry(deps.db, input.inquiry_id))!, side);
}
