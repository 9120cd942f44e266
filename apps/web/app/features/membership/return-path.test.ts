import { describe, expect, it } from 'vitest';
import { encodeDirectUrl } from '~/lib/direct-url.ts';
import { returnPathFrom, withReturnPath } from './return-path.ts';

describe('checkout return path', () => {
  it('reads an internal path from direct-url', () => {
    expect(returnPathFrom(new URLSearchParams({ 'direct-url': encodeDirectUrl('/business/contacts?page=2') }))).toBe('/business/contacts?page=2');
  });

  it('ignores a missing value, the home page and anything outside the site', () => {
    expect(returnPathFrom(new URLSearchParams())).toBeNull();
    expect(returnPathFrom(new URLSearchParams({ 'direct-url': encodeDirectUrl('/') }))).toBeNull();
    expect(returnPathFrom(new URLSearchParams({ 'direct-url': encodeDirectUrl('https://evil.example/') }))).toBeNull();
    expect(returnPathFrom(new URLSearchParams({ 'direct-url': encodeDirectUrl('//evil.example') }))).toBeNull();
  });

  it('adds direct-url to an address with or without a query, and round-trips', () => {
    const url = withReturnPath('/payment-details/abc?from=checkout', '/request/12');
    expect(url.startsWith('/payment-details/abc?from=checkout&direct-url=')).toBe(true);
    expect(returnPathFrom(new URL(url, 'http://x').searchParams)).toBe('/request/12');
    expect(withReturnPath('/thank-you', '/a')).toMatch(/^\/thank-you\?direct-url=/);
    expect(withReturnPath('/thank-you?payment=1', null)).toBe('/thank-you?payment=1');
  });
});
