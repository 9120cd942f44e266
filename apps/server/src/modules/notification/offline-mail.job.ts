import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { startPollingWorker } from '../../lib/polling-worker.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { notificationDigestMail } from '../mail/templates.ts';
import { claimDueForUser, digestRecipient, markEmailed, usersWithDueMail } from './offline-mail.repository.ts';
import type { NotificationRow } from './notification.presenter.ts';
import { createUnsubscribeToken } from './unsubscribe-token.ts';

/** Users handled per pass; a full batch runs the next pass at once. */
const USERS_PER_PASS = 100;
/** Notifications claimed per user per pass (grouping keeps real batches far smaller). */
const CLAIM_PER_USER = 200;
/** Lines a digest lists; the rest is counted ("and 12 more"). */
const DIGEST_LINES = 20;
const PASS_INTERVAL_MS = 60_000;

/** Where "View all" leads: the dashboard of the side the newest notification concerns. */
const dashboardOf = (rows: NotificationRow[]) => (rows[0]?.side === 'supplier' ? '/business/desk' : '/user/overview');

/**
 * One pass of the offline mail batch: each user with due notifications (written while no socket of
 * theirs was connected, unread after the delay) gets one digest mail in their language. Each user is
 * handled in their own transaction, which queues the mail and marks the notifications mailed
 * together. Users who unsubscribed or are not active get nothing, and their due notifications are
 * marked all the same so they are not considered again. One failing user is reported after the
 * pass, not in the way of the others. Returns how many users were handled.
 */
export async function sendDueNotificationMails(deps: Deps, now: Date = new Date()): Promise<number> {
  const userIds = await usersWithDueMail(deps.db, now, USERS_PER_PASS);
  let handled = 0;
  let mailed = 0;
  const errors: unknown[] = [];
  for (const userId of userIds) {
    const outcome = await deps.db.transaction(async (tx) => {
      const due = await claimDueForUser(tx, userId, now, CLAIM_PER_USER);
      if (!due.length) return 'skipped'; // another process holds (and will mail) them
      const recipient = await digestRecipient(tx, userId);
      const send = recipient !== null && recipient.active && !recipient.unsubscribed;
      if (send) {
        const appUrl = deps.env.appUrl;
        const listed = due.slice(0, DIGEST_LINES);
        await enqueueMail(
          tx,
          notificationDigestMail({
            to: recipient.email,
            userId,
            name: recipient.firstName,
            language: recipient.language,
            items: listed.map((n) => ({ type: n.type, params: n.params, link: `${appUrl}${n.link}` })),
            more: due.length - listed.length,
            viewAllLink: `${appUrl}${dashboardOf(due)}`,
            unsubscribeLink: `${appUrl}/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(deps.env.SESSION_SECRET, userId))}`,
          }),
        );
      }
      await markEmailed(tx, due.map((n) => n.id));
      return send ? 'mailed' : 'dropped';
    }).catch((error: unknown) => {
      errors.push(error);
      return 'failed';
    });
    if (outcome === 'mailed') mailed++;
    if (outcome === 'mailed' || outcome === 'dropped') handled++;
  }
  // The mails were queued in their users' transactions; send them now rather than at the next poll.
  if (mailed > 0) deps.mail.kick();
  if (errors.length) throw new AggregateError(errors, `notification mail: ${errors.length} user(s) failed`);
  return handled;
}

/** Runs the batch every minute; a full pass runs again at once. */
export function startNotificationMailJob(options: { deps: () => Deps; log: FastifyBaseLogger; intervalMs?: number }) {
  return startPollingWorker({
    name: 'notification mail',
    log: options.log,
    pollMs: options.intervalMs ?? PASS_INTERVAL_MS,
    pass: async () => (await sendDueNotificationMails(options.deps())) === USERS_PER_PASS,
  });
}
