// The dates the membership page states about a plan. A renewing subscription and a one-off
// extension can disagree: buying the same plan again moves the plan's end date past the
// subscription's current period, and the plan does run until then. So the page states the later
// of the two, never a date before the plan's own end.

/** The later of two ISO dates; null only when both are missing. */
export function laterDate(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return new Date(b).getTime() > new Date(a).getTime() ? b : a;
}

/** When the running plan ends (and renews, if it does): the plan's end or the subscription's period end. */
export const planEndDate = (plan: { end_date: string | null }, subscription: { current_period_end: string } | null) =>
  laterDate(plan.end_date, subscription?.current_period_end);
