import { describe, expect, it } from 'vitest';
import { codeMatches, hashCode, isDomainOf, newCode, websiteDomain } from './work-email.ts';

describe('work email rules', () => {
  it('reads the company domain from a website in any usual spelling', () => {
    expect(websiteDomain('https://www.acme.com.vn/about?x=1')).toBe('acme.com.vn');
    expect(websiteDomain('acme.com')).toBe('acme.com');
    expect(websiteDomain('WWW.Acme.COM:8080')).toBe('acme.com');
    expect(websiteDomain('  ')).toBeNull();
    expect(websiteDomain(null)).toBeNull();
    expect(websiteDomain('not a website')).toBeNull();
    expect(websiteDomain('localhost')).toBeNull();
  });

  it('accepts the domain and its subdomains only', () => {
    expect(isDomainOf('acme.com', 'acme.com')).toBe(true);
    expect(isDomainOf('sales.acme.com', 'acme.com')).toBe(true);
    expect(isDomainOf('notacme.com', 'acme.com')).toBe(false);
    expect(isDomainOf('acme.com.evil.io', 'acme.com')).toBe(false);
  });

  it('makes 6-digit codes and checks them against the stored hash only', () => {
    const code = newCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(codeMatches(code, hashCode(code))).toBe(true);
    expect(codeMatches(code === '000000' ? '000001' : '000000', hashCode(code))).toBe(false);
    expect(codeMatches(code, null)).toBe(false);
  });
});
