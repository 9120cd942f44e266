// How a supplier's response figures are counted (decision 033): pure rules shared by the server
// (the reports, the stored 30-day figure) and the supplier page (how a figure is worded). No zod:
// the light supplier page imports this file.

export const RESPONSE_RULES = {
  /** The public figure's window (the supplier page, the search filters). */
  windowDays: 30,
  /** An unanswered contact younger than this is not counted yet: the supplier still has time. */
  graceHours: 24,
  /**
   * A late answer still counts as answered, but adds at most this to the average: one answer after
   * a month would otherwise outweigh a hundred quick ones.
   */
  capMinutes: 7 * 24 * 60,
  /** Fewer counted contacts in the window: the page says "not enough data yet", the filters skip the supplier. */
  minContacts: 5,
} as const;

export interface Contact {
  receivedAt: Date;
  answeredAt: Date | null;
  /** The supplier declined the buyer's first chat contact. */
  declinedAt?: Date | null;
}

export type ContactOutcome = 'answered' | 'unanswered' | 'pending';

/** Answered (whenever it was), still within the grace period (not counted yet), or unanswered. */
export function contactOutcome(contact: Contact, now: Date): ContactOutcome {
  if (contact.answeredAt) return 'answered';
  if (contact.declinedAt) return 'unanswered';
  return now.getTime() - contact.receivedAt.getTime() < RESPONSE_RULES.graceHours * 3_600_000 ? 'pending' : 'unanswered';
}

/** Minutes from the contact to its answer as the average counts them: never negative, at most the cap. */
export function creditedMinutes(receivedAt: Date, answeredAt: Date): number {
  const minutes = (answeredAt.getTime() - receivedAt.getTime()) / 60_000;
  return Math.min(RESPONSE_RULES.capMinutes, Math.max(0, minutes));
}

export interface ResponseSummary {
  received: number;
  answered: number;
  /** answered / received, 0..1; null when nothing was received. */
  response_rate: number | null;
  /** Whole minutes; null when nothing was answered. */
  avg_first_response_minutes: number | null;
}

/** A rate kept to four decimals (what the API and the stored figure carry). */
export const roundRate = (rate: number) => Math.round(rate * 10_000) / 10_000;

/**
 * The figures from counts: `minutes` is the sum of the answered contacts' credited minutes. The
 * server's SQL aggregates count the same way and finish here, so every figure is rounded alike.
 */
export function figuresOf(received: number, answered: number, minutes: number): ResponseSummary {
  return {
    received,
    answered,
    response_rate: received ? roundRate(answered / received) : null,
    avg_first_response_minutes: answered ? Math.round(minutes / answered) : null,
  };
}

/** The figures of a set of contacts, as of `now` (pending contacts left out). */
export function summarizeContacts(contacts: Iterable<Contact>, now: Date): ResponseSummary {
  let received = 0;
  let answered = 0;
  let minutes = 0;
  for (const contact of contacts) {
    const outcome = contactOutcome(contact, now);
    if (outcome === 'pending') continue;
    received += 1;
    if (outcome === 'answered') {
      answered += 1;
      minutes += creditedMinutes(contact.receivedAt, contact.answeredAt!);
    }
  }
  return figuresOf(received, answered, minutes);
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "Typically replies within …": the first of these (hours) that the average fits in. */
export const REPLY_WITHIN_HOURS = [1, 3, 6, 12, 24, 48, 72, 168] as const;

export function replyWithinHours(avgMinutes: number): number {
  return REPLY_WITHIN_HOURS.find((hours) => avgMinutes <= hours * 60) ?? 168;
}

/**
 * The rate as a whole percentage, rounded down: 99.6% reads "99%", never "100%" while one buyer
 * is still waiting.
 */
export const ratePercent = (rate: number) => Math.floor(rate * 100 + 1e-9);

/** The search filters' choices: a minimum rate (percent) and a maximum typical reply time (hours). */
export const RESPONSE_RATE_FILTERS = ['50', '75', '90'] as const;
export const RESPONSE_TIME_FILTERS = ['1', '6', '24'] as const;
