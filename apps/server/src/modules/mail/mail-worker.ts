import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { claimDueMails, markFailed, markSent } from './outbox.repository.ts';
import type { MailTransport } from './transport.ts';
import { startPollingWorker } from '../../lib/polling-worker.ts';

const MAX_ATTEMPTS = 8;
const STALE_SENDING_MS = 5 * 60_000;

/** Backoff before attempt n+1: 5 s, 10 s, 20 s ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 5000 * 2 ** Math.max(0, attempts - 1));
}

/** Sends the outbox: polls for due mails, and `kick()` after a commit sends without waiting. */
export function startMailWorker(options: { db: Db; transport: MailTransport; from: string; log: FastifyBaseLogger }) {
  const worker = startPollingWorker({
    name: 'mail worker',
    log: options.log,
    async pass() {
      const batch = await claimDueMails(options.db, 20, STALE_SENDING_MS);
      for (const mail of batch) {
        try {
          await options.transport.send(mail, options.from);
          await markSent(options.db, mail.id);
        } catch (error) {
          const next = mail.attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(mail.attempts));
          options.log.warn({ err: error, mailId: mail.id, attempts: mail.attempts }, 'mail send failed');
          await markFailed(options.db, mail.id, String((error as Error).message ?? error), next);
        }
      }
      return batch.length === 20;
    },
  });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      options.transport.close();
    },
  };
}
export type MailWorker = ReturnType<typeof startMailWorker>;
