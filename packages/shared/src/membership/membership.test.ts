import { describe, expect, it } from 'vitest';
import { checkoutRequest } from './membership.ts';

const body = (over: Record<string, unknown> = {}) => ({ side: 'supplier', plan_name: 'Starter', months: 6, billing_name: 'Minh Trần', ...over });
const issueOn = (over: Record<string, unknown>, field: string) =>
  checkoutRequest.safeParse(body(over)).error?.issues.find((i) => i.path[0] === field)?.message;

describe('checkout return_to', () => {
  it('keeps a path inside the site', () => {
    expect(checkoutRequest.parse(body({ return_to: '/ok?a=1' })).return_to).toBe('/ok?a=1');
  });

  it.each(['//evil.com', '/\\evil.com', '/\t/evil.com', '/\n/evil.com', 'https://x', 'javascript:alert(1)'])('refuses %j', (return_to) => {
    expect(issueOn({ return_to }, 'return_to')).toBe('invalid');
  });
});

describe('checkout billing_country', () => {
  it('takes a two-letter code and stores it uppercase', () => {
    expect(checkoutRequest.parse(body({ billing_country: 'VN' })).billing_country).toBe('VN');
    expect(checkoutRequest.parse(body({ billing_country: ' vn ' })).billing_country).toBe('VN');
  });

  it('is optional: missing or left empty means none', () => {
    expect(checkoutRequest.parse(body()).billing_country).toBeUndefined();
    expect(checkoutRequest.parse(body({ billing_country: '' })).billing_country).toBeUndefined();
  });

  it.each(['V', 'VNM', 'V1', 'Việt Nam'])('refuses %j', (billing_country) => {
    expect(issueOn({ billing_country }, 'billing_country')).toBe('country_invalid');
  });
});
