import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_EMAIL_DELAY_MS, type NotificationItem, type NotificationType } from '@tradelink/shared/notification/notification';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { presentNotification } from './notification.presenter.ts';
import * as repo from './notification.repository.ts';

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

/** Presence checks at once at most: a new buying lead may reach many suppliers. */
const PRESENCE_CONCURRENCY = 20;

/**
 * Writes a notification in the caller's transaction; publish it with `publishNotifications` after
 * the commit. With a `groupKey`, a repeat folds into the user's unread row of that group (count + 1,
 * moved to the top) instead of adding a row. The update comes first; when there is nothing to update
 * the insert runs, and when a concurrent transaction inserted the group's row meanwhile (the partial
 * unique index answers "conflict, nothing inserted") the update is tried once more.
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<PendingNotification> {
  if (!input.link.startsWith('/')) throw new Error(`notification link must be a local path: ${input.link}`);
  const values = { userId: input.userId, type: input.type, side: input.side, params: input.params, link: input.link, groupKey: input.groupKey ?? null };
  let row;
  if (input.groupKey) {
    const grouped = { ...values, groupKey: input.groupKey };
    row =
      (await repo.bumpGroup(tx, grouped)) ??
      (await repo.insertNotification(tx, { ...grouped, params: { ...input.params, count: '1' } })) ??
      (await repo.bumpGroup(tx, grouped));
    if (!row) throw new Error(`notification group ${input.groupKey} changed during the write`);
  } else {
    row = await repo.insertNotification(tx, values);
    if (!row) throw new Error('notification insert returned nothing');
  }
  return { userId: input.userId, item: presentNotification(row) };
}

/**
 * After the commit: pushes each notification to its user's sockets (`notification:new`, then
 * `notification:changed`), and schedules the offline mail batch for users with no socket connected.
 * The action already committed, so nothing here throws: a transport or database problem is logged
 * (when a logger is given) and the notification stays in the list, unmailed at worst.
 */
export async function publishNotifications(
  deps: Deps,
  pending: PendingNotification[],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (!pending.length) return;
  const offline: string[] = [];
  for (let i = 0; i < pending.length; i += PRESENCE_CONCURRENCY) {
    await Promise.all(
      pending.slice(i, i + PRESENCE_CONCURRENCY).map(async ({ userId, item }) => {
        try {
          deps.realtime.emit({ users: [userId] }, 'notification:new', item);
          deps.realtime.emit({ users: [userId] }, 'notification:changed');
          if (!(await deps.realtime.isConnected({ user: userId }))) offline.push(item.id);
        } catch (error) {
          // Unknown presence: count the user as offline, so they get the mail rather than nothing.
          offline.push(item.id);
          log?.warn({ err: error, userId }, 'pushing a notification failed');
        }
      }),
    );
  }
  try {
    await repo.scheduleEmails(deps.db, offline, new Date(Date.now() + NOTIFICATION_EMAIL_DELAY_MS));
  } catch (error) {
    log?.warn({ err: error, count: offline.length }, 'scheduling notification mails failed');
  }
}
