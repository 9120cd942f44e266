import { describe, expect, it } from 'vitest';
import { isPublicTargetPath, sharePath } from './links.ts';
import { statsRequest } from './stats.ts';
import { commissionCents, reversedCents } from './terms.ts';

describe('commission arithmetic (decision 030)', () => {
  it('is the rate of the payment, rounded down to the cent', () => {
    expect(commissionCents(39_900, 2000)).toBe(7_980);
    expect(commissionCents(9_999, 2000)).toBe(1_999);
    expect(commissionCents(3, 2000)).toBe(0);
    expect(commissionCents(69_900, 2500)).toBe(17_475);
  });

  it('a refund takes back its share, the whole commission when the whole payment is refunded', () => {
    expect(reversedCents(7_980, 39_900, 19_950)).toBe(3_990);
    expect(reversedCents(7_981, 39_905, 1)).toBe(0);
    expect(reversedCents(7_981, 39_905, 39_905)).toBe(7_981);
    expect(reversedCents(7_981, 39_905, 50_000)).toBe(7_981);
  });
});

describe('link targets', () => {
  it('are public paths of the site only', () => {
    for (const ok of ['/', '/membership-pricing', '/supplier/SUP100001', '/search?q=coffee&page=2', '/product-category/coffee-beans']) expect(isPublicTargetPath(ok), ok).toBe(true);
    for (const bad of ['', 'pricing', '//evil.example', 'https://evil.example/', '/admin', '/business/affiliate', '/user/overview', '/api/x', '/a/../admin', '/x?referral=abc', '/x?utm_source=a', '/x#top', '/x\\\\y', '/<script>'])
      expect(isPublicTargetPath(bad), bad).toBe(false);
  });

  it('share with the referral code and the link’s utm values', () => {
    expect(sharePath({ code: 'abc123def0', target_path: '/search?q=tea', utm_source: 'blog', utm_medium: null, utm_campaign: 'tết' })).toBe('/search?q=tea&referral=abc123def0&utm_source=blog&utm_campaign=t%E1%BA%BFt');
  });
});

describe('the stats range', () => {
  it('is real days, in order, at most 366 of them', () => {
    expect(statsRequest.safeParse({ srtdate: '2026-01-01', enddate: '2026-12-31' }).success).toBe(true);
    expect(statsRequest.safeParse({ srtdate: '2026-01-02', enddate: '2026-01-01' }).success).toBe(false);
    expect(statsRequest.safeParse({ srtdate: '2025-01-01', enddate: '2026-01-02' }).success).toBe(false);
    expect(statsRequest.safeParse({ srtdate: '2026-02-30', enddate: '2026-03-01' }).success).toBe(false);
  });
});
