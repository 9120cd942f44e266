import { describe, expect, it } from 'vitest';
import { CONFIRM_TIMEOUT_MS, confirmInterval, confirmState } from './payment-confirm.ts';

describe('receipt confirmation after checkout', () => {
  it('waits (polling every second) only for a pending payment straight after checkout', () => {
    expect(confirmState('payment_pending', true, 0)).toBe('waiting');
    expect(confirmInterval('waiting')).toBe(1000);
    expect(confirmState('payment_pending', false, 0)).toBe('none');
    expect(confirmInterval('none')).toBe(false);
  });

  it('moves on once paid', () => {
    expect(confirmState('paid', true, 5000)).toBe('paid');
    expect(confirmInterval('paid')).toBe(false);
    expect(confirmState('paid', false, 0)).toBe('none');
  });

  it('stops asking after a minute and says so', () => {
    expect(confirmState('payment_pending', true, CONFIRM_TIMEOUT_MS - 1)).toBe('waiting');
    expect(confirmState('payment_pending', true, CONFIRM_TIMEOUT_MS)).toBe('timed_out');
    expect(confirmInterval('timed_out')).toBe(false);
  });

  it('a failed or cancelled payment does not wait', () => {
    expect(confirmState('unpaid', true, 0)).toBe('none');
    expect(confirmState('cancelled', true, 0)).toBe('none');
  });
});
