// CONTRACT (foundation): implemented by the notification work; other modules call it.
import type { NotificationItem, NotificationType } from '@tradelink/shared/notification/notification';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  side: 'buyer' | 'supplier' | null;
  params: Record<string, string>;
  /** A local path to what it is about. */
  link: string;
  /** Repeats with the same key collapse into the one unread row (its `count` param goes up). */
  groupKey?: string;
}

export interface PendingNotification {
  userId: string;
  item: NotificationItem;
}

/** Writes a notification in the caller's transaction; publish it with `publishNotifications` after the commit. */
export async function notify(_tx: Tx, _input: NotifyInput): Promise<PendingNotification> {
  throw new Error('not implemented');
}

/**
 * After the commit: pushes each notification to its user's sockets (`notification:new`, then
 * `notification:changed`), and schedules the offline mail batch for users with no socket connected.
 */
export async function publishNotifications(_deps: Deps, _pending: PendingNotification[]): Promise<void> {
  throw new Error('not implemented');
}
