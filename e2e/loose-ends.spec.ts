import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { DEMO_PASSWORD, baseUrl, launchBrowser, logIn, newPage } from './fixtures.ts';

// Issue 24's loose ends, seen in the browser: receipts that do not exist, the quick-post status
// text, the categories of the month, the remembered sidebar, Google sign-in off by default.

const SHOTS = '/tmp/wt-ends-shots';
const SELLER = 'seller@demo.tradelink.test';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });

describe('loose ends (issue 24)', () => {
  it('answers HTTP 404 for a receipt that does not exist', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, SELLER);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-payment']) {
      const res = await page.goto(`/payment-details/${id}`);
      expect(res?.status()).toBe(404);
    }
    await context.close();
  });

  it('says what the quick-posted product\'s real status means', async () => {
    const cookie = await apiLogin(SELLER, DEMO_PASSWORD);
    const approved = await apiCall<{ data: Array<{ id: number }> }>(cookie, 'product.list_mine', { status: 'approved', page: 1 }, 'GET');
    const id = approved.data[0]!.id;
    for (const [locale, lang, text] of [
      ['en-US', 'en', 'It is approved and visible to buyers.'],
      ['zh-CN', 'zh', '产品已通过审核，买家可以看到。'],
    ] as const) {
      for (const width of [1280, 390]) {
        const { context, page } = await newPage(browser, { locale, width, height: width > 600 ? 900 : 844 });
        // Logged in by the session cookie: the login page's labels are in the page language.
        const [name, value] = cookie.split('=') as [string, string];
        await context.addCookies([{ name, value, url: baseUrl() }]);
        await page.goto(`/quick-product-posting/${id}`);
        await expect.poll(() => page.getByTestId('product-status-note').textContent()).toBe(text);
        await shot(page, `quick-product-status-${lang}-${width}`);
        await context.close();
      }
    }
  });

  it('pictures every category of the month differently', async () => {
    for (const [locale, lang] of [['en-US', 'en'], ['zh-CN', 'zh']] as const) {
      for (const width of [1280, 390]) {
        const { context, page } = await newPage(browser, { locale, width, height: width > 600 ? 900 : 844 });
        const res = await page.goto('/');
        expect(res?.status()).toBe(200);
        const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: lang === 'en' ? 'Categories of the month' : '本月精选类目' }) });
        const tiles = section.getByRole('link');
        const count = await tiles.count();
        expect(count).toBeGreaterThan(1);
        const looks: string[] = [];
        for (let i = 0; i < count; i += 1) {
          const tile = tiles.nth(i);
          const src = await tile.locator('img').getAttribute('src').catch(() => null);
          const art = src ? null : await tile.getByTestId('category-art').getAttribute('style');
          expect(src ?? art).toBeTruthy();
          if (src) expect(src).toMatch(/^\/media\/[0-9a-f]{64}\/thumb\.webp$/);
          looks.push(src ?? art!);
        }
        // Never one identical grey box for all.
        expect(new Set(looks).size).toBe(count);
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: path.join(SHOTS, `home-categories-${lang}-${width}.png`) });
        await context.close();
      }
    }
  });

  it('keeps the dashboard sidebar collapsed across a reload (the setting key)', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, SELLER);
    await page.goto('/business/products');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('setting'))).toBe('{"sidebarCollapsed":true}');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Expand sidebar' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Collapse sidebar' }).count()).toBe(1);
    await context.close();
  });

  it('offers no Google sign-in and no Google script when GOOGLE_CLIENT_ID is not set', async () => {
    const { context, page } = await newPage(browser);
    for (const route of ['/login', '/register']) {
      const res = await page.goto(route);
      expect(res?.headers()['content-security-policy']).not.toContain('accounts.google.com');
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Continue with Google').count()).toBe(0);
      expect(await page.locator('script[src*="accounts.google.com"]').count()).toBe(0);
    }
    await context.close();
  });
});
