import type { MenuCounts } from '@tradelink/shared/notification/counts';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationItem } from '@tradelink/shared/notification/notification';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { findBuyerOf, findSupplierOf } from '../account/sides.ts';
import { presentNotification } from './notification.presenter.ts';
import * as repo from './notification.repository.ts';

/** `notification.count_noti_menu_bar`: what each dashboard menu badge shows for this account. */
export async function countMenuBar(deps: Deps, user: SessionUser): Promise<MenuCounts> {
  const [buyer, supplier] = await Promise.all([findBuyerOf(deps.db, user.id), findSupplierOf(deps.db, user.id)]);
  return repo.menuCounts(deps.db, user.id, buyer?.id ?? null, supplier?.id ?? null);
}

/** `notification.list`: the caller's notifications, newest first, with the unread count for the bell. */
export async function listNotifications(
  deps: Deps,
  user: SessionUser,
  input: { page: number; unread_only?: boolean },
): Promise<{ data: NotificationItem[]; total: number; page: number; page_size: number; unread: number }> {
  const offset = (input.page - 1) * NOTIFICATIONS_PAGE_SIZE;
  const { items, total, unread } = await repo.listForUser(deps.db, user.id, input.unread_only === true, NOTIFICATIONS_PAGE_SIZE, offset);
  return { data: items.map(presentNotification), total, page: input.page, page_size: NOTIFICATIONS_PAGE_SIZE, unread };
}

/**
 * `notification.mark_read`: one of the caller's notifications (anyone else's does not exist for
 * them), or all of them. The user's other tabs refresh their counts from the socket event.
 */
export async function markRead(deps: Deps, user: SessionUser, input: { id?: string }): Promise<{ unread: number }> {
  if (input.id) {
    if (!(await repo.markOneRead(deps.db, user.id, input.id))) throw new AppError('NOT_FOUND');
  } else {
    await repo.markAllRead(deps.db, user.id);
  }
  const unread = await repo.countUnread(deps.db, user.id);
  deps.realtime.emit({ users: [user.id] }, 'notification:changed');
  return { unread };
}
