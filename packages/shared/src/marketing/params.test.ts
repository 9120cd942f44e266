import { describe, expect, it } from 'vitest';
import {
  MARKETING_COOKIE_MAX_AGE_S,
  MARKETING_VALUE_MAX,
  cleanMarketingValue,
  marketingCookieName,
  marketingFromCookieHeader,
  marketingFromCookies,
  pickMarketingParams,
  withUtmSource,
} from './params.ts';

const app = 'https://tradelink.example';

describe('marketing parameters', () => {
  it('keeps cookies for 30 days', () => {
    expect(MARKETING_COOKIE_MAX_AGE_S).toBe(30 * 24 * 3600);
  });

  it('picks the seven stored parameters, trimmed, and ignores the rest of the query', () => {
    const query = new URLSearchParams(
      'utm_id=42&utm_source=%20newsletter%20&utm_medium=email&utm_campaign=spring+sale&utm_term=coffee&utm_content=banner-2&referral=ACME01&page=2&utm_other=x',
    );
    expect(pickMarketingParams(query)).toEqual({
      utm_id: '42',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring sale',
      utm_term: 'coffee',
      utm_content: 'banner-2',
      referral: 'ACME01',
    });
  });

  it('defaults the source to "origin" on a tagged visit without one', () => {
    expect(pickMarketingParams(new URLSearchParams('referral=ACME01'))).toEqual({ referral: 'ACME01', utm_source: 'origin' });
    expect(pickMarketingParams(new URLSearchParams('utm_campaign=tet&utm_source='))).toEqual({ utm_campaign: 'tet', utm_source: 'origin' });
  });

  it('returns null for a visit without marketing parameters, so stored values stay', () => {
    expect(pickMarketingParams(new URLSearchParams('page=2&keyword=coffee'))).toBeNull();
    expect(pickMarketingParams(new URLSearchParams('utm_source=%20%20'))).toBeNull();
  });

  it.each([
    ['plain', 'newsletter'],
    ['Vietnamese', 'khuyến mãi tết'],
    ['Chinese', '春季促销'],
    ['punctuation campaign tools use', 'fb|ads:2026/q1 (test)+a.b_c~d,e@f'],
  ])('accepts %s values', (_, value) => expect(cleanMarketingValue(value)).toBe(value));

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['quotes', 'a"b'],
    ['a cookie separator', 'a;b'],
    ['a control character', 'a\nb'],
    ['a percent sign', '100%'],
    ['an over-long value', 'x'.repeat(MARKETING_VALUE_MAX + 1)],
  ])('drops %s', (_, value) => expect(cleanMarketingValue(value)).toBeUndefined());

  it('reads stored values back from cookies, checking them again', () => {
    const cookies = { [marketingCookieName('utm_source')]: 'google', [marketingCookieName('referral')]: '<x>', other: 'y' };
    expect(marketingFromCookies(cookies)).toEqual({ utm_source: 'google' });
    expect(marketingFromCookies({})).toBeNull();
  });

  it('reads stored values from a Cookie header, decoding them', () => {
    const header = `tl_sid=abc; tl_utm_source=spring%20fair; tl_utm_campaign=tet; tl_referral=%E0%A4%A; tl_utm_source=shadowed`;
    expect(marketingFromCookieHeader(header)).toEqual({ utm_source: 'spring fair', utm_campaign: 'tet' });
    expect(marketingFromCookieHeader(null)).toBeNull();
  });
});

describe('withUtmSource', () => {
  it('appends the stored source to a link that leaves Tradelink', () => {
    expect(withUtmSource('https://www.acme.vn/products?lang=vi#top', 'newsletter', app)).toBe('https://www.acme.vn/products?lang=vi&utm_source=newsletter#top');
    expect(withUtmSource('http://acme.vn', 'khuyến mãi', app)).toBe('http://acme.vn/?utm_source=khuy%E1%BA%BFn+m%C3%A3i');
  });

  it('does not duplicate a source the link already names', () => {
    expect(withUtmSource('https://acme.vn/?utm_source=partner', 'newsletter', app)).toBe('https://acme.vn/?utm_source=partner');
  });

  it.each([
    ['an internal absolute link', `${app}/supplier/SUP1`],
    ['a relative link', '/supplier/SUP1'],
    ['a mail link', 'mailto:sales@acme.vn'],
    ['a phone link', 'tel:+84123'],
    ['an unparsable link', 'http://'],
  ])('leaves %s unchanged', (_, href) => expect(withUtmSource(href, 'newsletter', app)).toBe(href));

  it('adds nothing without a (valid) stored source', () => {
    expect(withUtmSource('https://acme.vn/', null, app)).toBe('https://acme.vn/');
    expect(withUtmSource('https://acme.vn/', '', app)).toBe('https://acme.vn/');
    expect(withUtmSource('https://acme.vn/', '"><img>', app)).toBe('https://acme.vn/');
  });
});
