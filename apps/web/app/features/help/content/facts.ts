// The numbers the articles quote, read from the rules the server enforces, so the help never
// disagrees with the product.
import { BUYER_PREMIUM, PLAN_PRICES, PLAN_QUOTAS, QUOTATIONS_PER_MONTH, TRIAL_DAYS, type PaidPlan, type PlanPeriod } from '@tradelink/shared/constants/plans';
import { INQUIRY_RATE } from '@tradelink/shared/inquiry/inquiry';
import { CHAT_NEW_CONVERSATIONS_PER_DAY } from '@tradelink/shared/chat/chat';
import { GUEST_PAGE_LIMIT } from '@tradelink/shared/rules/rate-window';
import { HELP_COMMENT_MAX } from '@tradelink/shared/help/help';

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US')}`;
const price = (plan: PaidPlan, months: PlanPeriod) => dollars(PLAN_PRICES.find((p) => p.plan === plan && p.months === months)!.amount_cents);

export const F = {
  quotes: QUOTATIONS_PER_MONTH,
  quotas: PLAN_QUOTAS,
  trialDays: TRIAL_DAYS,
  advance: { m1: price('Starter', 1), m6: price('Starter', 6), m12: price('Starter', 12) },
  superior: { m1: price('Advance', 1), m6: price('Advance', 6), m12: price('Advance', 12) },
  buyerPremium: dollars(BUYER_PREMIUM.amount_cents),
  inquiriesPerHour: INQUIRY_RATE.perHour,
  inquiriesPerDay: INQUIRY_RATE.perDay,
  buyerChatsPerDay: CHAT_NEW_CONVERSATIONS_PER_DAY,
  guestPages: GUEST_PAGE_LIMIT,
  commentMax: HELP_COMMENT_MAX,
} as const;
