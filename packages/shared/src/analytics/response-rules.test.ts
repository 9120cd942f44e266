import { describe, expect, it } from 'vitest';
import { contactOutcome, creditedMinutes, median, ratePercent, replyWithinHours, RESPONSE_RULES, summarizeContacts } from './response-rules.ts';

const now = new Date('2026-05-20T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const after = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

describe('contact outcome', () => {
  it('counts an answer whenever it came', () => {
    expect(contactOutcome({ receivedAt: ago(1), answeredAt: after(ago(1), 5) }, now)).toBe('answered');
    expect(contactOutcome({ receivedAt: ago(24 * 20), answeredAt: after(ago(24 * 20), 60 * 24 * 12) }, now)).toBe('answered');
  });

  it('gives the supplier 24 hours before an unanswered contact counts against it', () => {
    expect(contactOutcome({ receivedAt: ago(23.9), answeredAt: null }, now)).toBe('pending');
    expect(contactOutcome({ receivedAt: ago(24), answeredAt: null }, now)).toBe('unanswered');
  });

  it('counts a declined chat as unanswered at once', () => {
    expect(contactOutcome({ receivedAt: ago(1), answeredAt: null, declinedAt: ago(0.5) }, now)).toBe('unanswered');
  });
});

describe('credited minutes', () => {
  it('is the time to the answer, capped at seven days', () => {
    expect(creditedMinutes(ago(3), ago(1))).toBe(120);
    expect(creditedMinutes(ago(24 * 30), ago(0))).toBe(RESPONSE_RULES.capMinutes);
    expect(creditedMinutes(ago(1), ago(2))).toBe(0);
  });
});

describe('summarize contacts', () => {
  it('counts received, answered, the rate and the capped average, leaving pending contacts out', () => {
    const contacts = [
      { receivedAt: ago(100), answeredAt: after(ago(100), 30) },
      { receivedAt: ago(90), answeredAt: after(ago(90), 90) },
      // A month late: answered, but seven days in the average.
      { receivedAt: ago(24 * 29), answeredAt: after(ago(24 * 29), 60 * 24 * 20) },
      { receivedAt: ago(50), answeredAt: null },
      { receivedAt: ago(2), answeredAt: null },
    ];
    expect(summarizeContacts(contacts, now)).toEqual({
      received: 4,
      answered: 3,
      response_rate: 0.75,
      avg_first_response_minutes: Math.round((30 + 90 + RESPONSE_RULES.capMinutes) / 3),
    });
  });

  it('has no rate without contacts and no time without answers', () => {
    expect(summarizeContacts([], now)).toEqual({ received: 0, answered: 0, response_rate: null, avg_first_response_minutes: null });
    expect(summarizeContacts([{ receivedAt: ago(48), answeredAt: null }], now)).toEqual({ received: 1, answered: 0, response_rate: 0, avg_first_response_minutes: null });
    expect(summarizeContacts([{ receivedAt: ago(1), answeredAt: null }], now).response_rate).toBeNull();
  });

  it('keeps the rate to four decimals', () => {
    const contacts = [0, 1, 2].map((i) => ({ receivedAt: ago(48 + i), answeredAt: i ? after(ago(48 + i), 10) : null }));
    expect(summarizeContacts(contacts, now).response_rate).toBe(0.6667);
  });
});

describe('wording helpers', () => {
  it('takes the median of an odd and an even count', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([0.5, 1, 0.9, 0.7])).toBe(0.8);
  });

  it('puts an average in the first reply-time bucket it fits', () => {
    expect(replyWithinHours(0)).toBe(1);
    expect(replyWithinHours(60)).toBe(1);
    expect(replyWithinHours(61)).toBe(3);
    expect(replyWithinHours(170)).toBe(3);
    expect(replyWithinHours(23 * 60)).toBe(24);
    expect(replyWithinHours(RESPONSE_RULES.capMinutes)).toBe(168);
  });

  it('rounds the percentage down, never up to 100%', () => {
    expect(ratePercent(0.996)).toBe(99);
    expect(ratePercent(1)).toBe(100);
    expect(ratePercent(0.29)).toBe(29);
    expect(ratePercent(0)).toBe(0);
  });
});
