import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The demo seller's company: the demo seed always gives it reviews.
const DEMO_SELLER = '/supplier/SUP100000';

describe('supplier reviews', () => {
  it('shows the reviews summary of a supplier: average, stars per rating, newest reviews, and the rating in JSON-LD', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(DEMO_SELLER);
    expect(response?.status()).toBe(200);
    const section = page.getByRole('region', { name: 'Reviews' });
    await expect.poll(() => section.getByRole('heading', { level: 2, name: 'Reviews' }).count()).toBe(1);
    const average = section.getByRole('img', { name: /^\d\.\d out of 5, \d+ reviews?$/ });
    await expect.poll(() => average.count()).toBe(1);
    const [, value, count] = /^(\d\.\d) out of 5, (\d+)/.exec((await average.getAttribute('aria-label'))!)!;

    const rows = section.getByRole('list', { name: 'Reviews by rating' }).getByRole('listitem');
    expect(await rows.count()).toBe(5);
    expect(await rows.first().textContent()).toMatch(/5-star reviews: \d+/);
    const latest = section.getByRole('list', { name: 'Latest reviews' }).getByRole('listitem');
    expect(await latest.count()).toBeGreaterThan(0);
    expect(await latest.count()).toBeLessThanOrEqual(3);
    expect(await latest.first().getByRole('img', { name: /^Rated [1-5] out of 5$/ }).count()).toBe(1);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'supplier-reviews');

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: Number(value), reviewCount: Number(count), bestRating: 5, worstRating: 1 });
    await context.close();
  });
});
