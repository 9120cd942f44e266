import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// A demo supplier (the seed gives every supplier a website on its own domain).
const supplierPage = '/supplier/SUP100000';

async function marketingCookies(context: BrowserContext) {
  return Object.fromEntries((await context.cookies()).filter((c) => /^tl_(utm_|referral)/.test(c.name)).map((c) => [c.name, c]));
}

describe('marketing parameters', () => {
  it('stores a tagged landing for 30 days and appends the stored source to the supplier’s website link', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    const response = await page.goto(`${supplierPage}?utm_campaign=tet-2026&referral=ACME01`);
    expect(response?.status()).toBe(200);
    const cookies = await marketingCookies(context);
    expect(Object.keys(cookies).sort()).toEqual(['tl_referral', 'tl_utm_campaign', 'tl_utm_source']);
    // No utm_source on the landing: the spec's default.
    expect(cookies.tl_utm_source?.value).toBe('origin');
    expect(cookies.tl_utm_campaign).toMatchObject({ value: 'tet-2026', httpOnly: true, sameSite: 'Lax' });
    const daysLeft = (cookies.tl_referral!.expires * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);

    const website = page.getByRole('link', { name: /^www\./ });
    await expect.poll(() => website.getAttribute('href')).toMatch(/^https:\/\/www\.[^?]+\/\?utm_source=origin$/);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);

    // A later visit without parameters keeps the stored source; a new campaign replaces it.
    await page.goto(supplierPage);
    await expect.poll(() => website.getAttribute('href')).toMatch(/\?utm_source=origin$/);
    await page.goto(`${supplierPage}?utm_source=newsletter`);
    await expect.poll(() => website.getAttribute('href')).toMatch(/\?utm_source=newsletter$/);
    expect(Object.keys(await marketingCookies(context))).toEqual(['tl_utm_source']);
    await context.close();
  });

  it('leaves outgoing links untouched for an untagged visitor', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(supplierPage);
    const href = await page.getByRole('link', { name: /^www\./ }).getAttribute('href');
    expect(href).toMatch(/^https:\/\/www\./);
    expect(href).not.toContain('utm_source');
    expect(await marketingCookies(context)).toEqual({});
    await context.close();
  });
});
