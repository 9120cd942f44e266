import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  userId?: string | null;
}

/** Writes a mail in the caller's transaction: it is sent only if the action that caused it commits. */
export async function enqueueMail(tx: Tx, mail: OutgoingMail): Promise<string> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      template: mail.template,
      userId: mail.userId ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * Claims due mails for sending. A row stuck in `sending` (its worker died mid-send) is claimed again
 * after `staleAfterMs`; the stable Message-ID lets receivers drop the rare duplicate.
 */
export async function claimDueMails(db: Tx, limit: number, staleAfterMs: number): Promise<OutboxRow[]> {
  const staleBefore = new Date(Date.now() - staleAfterMs);
  const result = await db.execute(sql`
    UPDATE email_outbox SET status = 'sending', locked_at = now(), attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM email_outbox
      WHERE (status = 'pending' AND next_attempt_at <= now())
         OR (status = 'sending' AND locked_at < ${staleBefore.toISOString()})
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(emailOutbox).where(sql`${emailOutbox.id} IN ${ids}`);
}

export async function markSent(db: Tx, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lockedAt: null, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sending')));
}

export async function markFailed(db: Tx, id: string, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: nextAttemptAt ? 'pending' : 'failed',
      nextAttemptAt: nextAttemptAt ?? new Date(),
      lockedAt: null,
      lastError: error.slice(0, 500),
    })
    .where(eq(emailOutbox.id, id));
}

/** How many mails of one template a user was sent since a moment (rate limits on reset mails). */
export async function countRecentMails(db: Tx, userId: string, template: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.userId, userId), eq(emailOutbox.template, template), sql`${emailOutbox.createdAt} >= ${since.toISOString()}`));
  return row?.n ?? 0;
}

