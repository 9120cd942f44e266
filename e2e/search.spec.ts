import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('search', () => {
  it('finds products despite a typo, filters by country and verified, and keeps the filters in the URL', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('search').first().getByRole('textbox').fill('stainles steel');
    await page.getByRole('search').first().getByRole('textbox').press('Enter');
    await page.waitForURL(/\/search\?keyword=stainles\+steel/);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    expect((await page.getByRole('article').first().textContent())?.toLowerCase()).toMatch(/stainless|inox|不锈钢/);

    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox', { name: /^Vietnam \(\d+\)$/ }).click();
    await page.waitForURL(/countries=VN/);
    await page.getByRole('checkbox', { name: /^Verified only/ }).click();
    await page.waitForURL(/is_verified=1/);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    for (const text of await page.getByRole('article').allTextContents()) expect(text).toContain('Vietnam');
    await screenshot(page, 'search-filtered');

    // A shared link reproduces the same page.
    const url = page.url();
    const fresh = await context.newPage();
    await fresh.goto(url);
    expect(await fresh.getByRole('checkbox', { name: /^Vietnam/ }).isChecked()).toBe(true);
    expect(await fresh.getByRole('checkbox', { name: /^Verified only/ }).isChecked()).toBe(true);
    await context.close();
  });

  it('works in Vietnamese without accents', async () => {
    const { context, page } = await newPage(browser, { locale: 'vi-VN' });
    const response = await page.goto('/search?keyword=ca%20phe');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await context.close();
  });
});
