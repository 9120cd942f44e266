import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { findUserEmail, setNotificationMails } from './email-preferences.repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** At most this many unsubscribe calls per address and window: enough for a person, not for a token guesser. */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 20, windowMs: 10 * 60_000 };

/** `a***@example.com`: the page confirms whose mails stop without showing the address to whoever holds the link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * `unsubscribe`: the link of a notification mail turns those mails off for its user (no login: the
 * token is the proof), and `resubscribe` turns them back on. Other mails (account, payments) are
 * not affected. A token that is not ours, or whose user is gone, is refused.
 */
export async function unsubscribe(deps: Deps, input: { token: string; resubscribe?: boolean }): Promise<{ email: string; subscribed: boolean }> {
  const userId = readUnsubscribeToken(deps.env.SESSION_SECRET, input.token);
  const email = userId ? await findUserEmail(deps.db, userId) : null;
  if (!userId || email === null) throw new AppError('UNSUBSCRIBE_TOKEN_INVALID');
  const subscribed = input.resubscribe === true;
  await setNotificationMails(deps.db, userId, subscribed);
  return { email: maskEmail(email), subscribed };
}
