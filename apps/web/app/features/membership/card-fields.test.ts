import { describe, expect, it } from 'vitest';
import { sandboxPayRequest } from '@tradelink/shared/membership/membership';
import { formatCardNumber, formatExpiryInput, isCardExpired, parseExpiry } from './card-fields.ts';

describe('card number input', () => {
  it('groups digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('what it shows is what the server schema accepts', () => {
    const parsed = sandboxPayRequest.safeParse({
      payment_id: '6f1c2b1e-8a4b-4c3e-9d2a-1b2c3d4e5f60',
      card_number: formatCardNumber('4242424242424242'),
      ...parseExpiry('12/30'),
      cvc: '123',
      cardholder: 'Lan Nguyen',
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.card_number).toBe('4242424242424242');
    expect(parsed.data).toMatchObject({ exp_month: 12, exp_year: 2030 });
  });
});

describe('expiry input', () => {
  it('adds the slash after the month while typing, and a leading zero for 2–9', () => {
    expect(formatExpiryInput('1', '')).toBe('1');
    expect(formatExpiryInput('12', '1')).toBe('12/');
    expect(formatExpiryInput('12/3', '12/')).toBe('12/3');
    expect(formatExpiryInput('12/345', '12/34')).toBe('12/34');
    expect(formatExpiryInput('4', '')).toBe('04/');
  });

  it('backspace over the slash removes the month digit before it', () => {
    expect(formatExpiryInput('12', '12/')).toBe('1');
  });

  it('a pasted four-digit year keeps its last two digits', () => {
    expect(formatExpiryInput('12/2030', '')).toBe('12/30');
    expect(formatExpiryInput('3/2031', '')).toBe('03/31');
  });

  it('parses MM/YY and MM/YYYY; anything incomplete fails the schema with the expiry message', () => {
    expect(parseExpiry('07/29')).toEqual({ exp_month: '7', exp_year: '2029' });
    expect(parseExpiry('07/2029')).toEqual({ exp_month: '7', exp_year: '2029' });
    expect(parseExpiry('07/')).toEqual({ exp_month: '', exp_year: '' });
    const result = sandboxPayRequest.safeParse({ payment_id: '6f1c2b1e-8a4b-4c3e-9d2a-1b2c3d4e5f60', card_number: '4242424242424242', ...parseExpiry('1'), cvc: '123', cardholder: 'A' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.filter((i) => i.path[0] === 'exp_month' || i.path[0] === 'exp_year').map((i) => i.message)).toEqual(['card_expiry_invalid', 'card_expiry_invalid']);
  });

  it('a card is good through the end of its expiry month', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(isCardExpired(3, 2026, now)).toBe(false);
    expect(isCardExpired(2, 2026, now)).toBe(true);
    expect(isCardExpired(12, 2025, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
  });

  it('counts the month in UTC, as the server does, whatever the browser’s time zone', () => {
    // Still March in UTC (already April 1 in Vietnam): a 03/26 card is accepted, as the server accepts it.
    expect(isCardExpired(3, 2026, new Date('2026-03-31T20:00:00Z'))).toBe(false);
    // April in UTC (still March 31 in the Americas): the server refuses a 03/26 card, so the form does too.
    expect(isCardExpired(3, 2026, new Date('2026-04-01T03:00:00Z'))).toBe(true);
  });
});
