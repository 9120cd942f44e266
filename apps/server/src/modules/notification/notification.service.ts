import type { MenuCounts } from '@tradelink/shared/notification/counts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { findBuyerOf, findSupplierOf } from '../account/sides.ts';
import * as repo from './notification.repository.ts';

/** `notification.count_noti_menu_bar`: what each dashboard menu badge shows for this account. */
export async function countMenuBar(deps: Deps, user: SessionUser): Promise<MenuCounts> {
  const [buyer, supplier] = await Promise.all([findBuyerOf(deps.db, user.id), findSupplierOf(deps.db, user.id)]);
  return repo.menuCounts(deps.db, user.id, buyer?.id ?? null, supplier?.id ?? null);
}
