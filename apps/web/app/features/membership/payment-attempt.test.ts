import { describe, expect, it } from 'vitest';
import { attemptOutcome, isFailure, isReceipt } from './payment-attempt.ts';

describe('payment attempts and receipts', () => {
  it('only a numbered payment is a receipt', () => {
    expect(isReceipt({ number: 'TL-000012' })).toBe(true);
    expect(isReceipt({ number: null })).toBe(false);
  });

  it('names what became of an attempt', () => {
    expect(attemptOutcome({ status: 'payment_pending', failure_code: 'card_declined' })).toBe('card_declined');
    // A declined checkout replaced by a newer one is still a declined card, not a "cancelled" charge.
    expect(attemptOutcome({ status: 'cancelled', failure_code: 'card_declined' })).toBe('card_declined');
    expect(attemptOutcome({ status: 'unpaid', failure_code: 'payment_failed' })).toBe('other');
    expect(attemptOutcome({ status: 'unpaid', failure_code: null })).toBe('other');
    expect(attemptOutcome({ status: 'payment_pending', failure_code: null })).toBe('open');
    expect(attemptOutcome({ status: 'cancelled', failure_code: null })).toBe('abandoned');
  });

  it('tells failures from attempts still open or left', () => {
    expect(isFailure('card_declined')).toBe(true);
    expect(isFailure('other')).toBe(true);
    expect(isFailure('open')).toBe(false);
    expect(isFailure('abandoned')).toBe(false);
  });
});
