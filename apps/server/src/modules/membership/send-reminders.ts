import { RENEWAL_REMINDER_DAYS, TRIAL_REMINDER_DAYS, type PlanSide } from '@tradelink/shared/constants/plans';
import { checkoutAmountCents } from '@tradelink/shared/rules/plans';
import type { Deps } from '../../lib/deps.ts';
import { enqueueMembershipMail } from './membership-mail.ts';
import { mailAmount, mailDate, mailPlanLabel } from '../mail/plan-labels.ts';
import { claimReminder, findRecipient } from './membership.repository.ts';
import { findRenewalsWithin, findTrialsEndingWithin } from './membership-jobs.repository.ts';

/**
 * One reminder, once per period: the `plan_reminders` insert decides (a parallel run waits on the
 * key and then inserts nothing), and the mail is queued in the same transaction.
 */
async function remindOnce(
  deps: Deps,
  reminder: { userId: string; side: PlanSide; kind: 'renewal' | 'trial_end'; periodEnd: Date },
  mail: (language: string) => { notice: 'renewalReminder' | 'trialEnding'; params: Record<string, string> },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    if (!(await claimReminder(tx, reminder.userId, reminder.side, reminder.kind, reminder.periodEnd))) return false;
    const to = await findRecipient(tx, reminder.userId);
    if (!to) return false;
    const { notice, params } = mail(to.language);
    await enqueueMembershipMail(tx, deps.env.appUrl, to, reminder.side, notice, params);
    return true;
  });
}

/** Step 4 of the job: renewal reminders (with the amount that will be charged) and trial-ending notices. */
export async function sendDueReminders(deps: Deps, now: Date, errors: unknown[]): Promise<number> {
  let sent = 0;
  const attempt = async (run: () => Promise<boolean>) => {
    try {
      if (await run()) sent += 1;
    } catch (error) {
      errors.push(error);
    }
  };

  for (const sub of await findRenewalsWithin(deps.db, now, RENEWAL_REMINDER_DAYS)) {
    const amount = checkoutAmountCents(sub.side, sub.plan_name, sub.months);
    // Nothing the price table sells: no renewal amount to announce (the provider decides).
    if (amount === undefined) continue;
    const periodEnd = new Date(sub.current_period_end);
    await attempt(() =>
      remindOnce(deps, { userId: sub.user_id, side: sub.side, kind: 'renewal', periodEnd }, (lang) => ({
        notice: 'renewalReminder',
        params: { plan: mailPlanLabel(lang, sub.side, sub.plan_name), date: mailDate(lang, periodEnd), amount: mailAmount(lang, amount) },
      })),
    );
  }

  for (const trial of await findTrialsEndingWithin(deps.db, now, TRIAL_REMINDER_DAYS)) {
    const end = new Date(trial.plan_end_date);
    await attempt(() =>
      remindOnce(deps, { userId: trial.user_id, side: 'supplier', kind: 'trial_end', periodEnd: end }, (lang) => ({
        notice: 'trialEnding',
        params: { date: mailDate(lang, end) },
      })),
    );
  }
  return sent;
}
