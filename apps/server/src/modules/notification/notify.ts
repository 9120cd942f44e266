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

/**
 * Publishing runs after the action answered (producers do not wait for it). What is still running
 * per database, so tests (and a graceful close) can wait for it: `settleNotifications`.
 */
const running = new WeakMap<object, Set<Promise<unknown>>>();

/** Keeps background notification work of `deps` countable until it settles; never rejects. */
export function trackNotificationWork<T>(deps: Pick<Deps, 'db'>, work: Promise<T>): Promise<T | undefined> {
  const set = running.get(deps.db) ?? new Set<Promise<unknown>>();
  running.set(deps.db, set);
  const tracked = work.then(
    (value) => value,
    () => undefined,
  );
  const entry = tracked.finally(() => set.delete(entry));
  set.add(entry);
  return tracked;
}

/** Waits until notification work started so far (and whatever it started) has finished. For tests. */
export async function settleNotifications(deps: Pick<Deps, 'db'>): Promise<void> {
  for (;;) {
    const set = running.get(deps.db);
    if (!set || set.size === 0) return;
    await Promise.allSettled([...set]);
  }
}

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
 * After the commit: pushes each notification to its user's sockets (`notification:new`, then one
 * `notification:changed`), and schedules the offline mail batch for users with no socket connected,
 * found with one question to all processes for the whole list. Producers call it without waiting
 * (`void publishNotifications(deps, pending, request.log)`): it never rejects. The action already
 * committed, so a transport or database problem is logged (when a logger is given) and the
 * notification stays in the list, unmailed at worst. The returned promise is for tests.
 */
export function publishNotifications(deps: Deps, pending: PendingNotification[], log?: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  if (!pending.length) return Promise.resolve();
  return trackNotificationWork(deps, publish(deps, pending, log)).then(() => undefined);
}

async function publish(deps: Deps, pending: PendingNotification[], log?: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  const users = [...new Set(pending.map((p) => p.userId))];
  try {
    for (const { userId, item } of pending) deps.realtime.emit({ users: [userId] }, 'notification:new', item);
    deps.realtime.emit({ users }, 'notification:changed');
  } catch (error) {
    log?.warn({ err: error }, 'pushing notifications failed');
  }
  let online = new Set<string>();
  try {
    online = await deps.realtime.connectedUsers(users);
  } catch (error) {
    // Unknown presence: count everyone as offline, so they get the mail rather than nothing.
    log?.warn({ err: error, count: users.length }, 'presence of notified users unknown');
  }
  const offline = pending.filter((p) => !online.has(p.userId)).map((p) => p.item.id);
  try {
    await repo.scheduleEmails(deps.db, offline, new Date(Date.now() + NOTIFICATION_EMAIL_DELAY_MS));
  } catch (error) {
    log?.warn({ err: error, count: offline.length }, 'scheduling notification mails failed');
  }
}
