import http from 'node:http';
import zlib from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot, visitorAddress } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const cases = [
  { locale: 'en-US', lang: 'en', heading: 'Browse by category', login: 'Log in' },
  { locale: 'vi-VN', lang: 'vi', heading: 'Duyệt theo danh mục', login: 'Đăng nhập' },
  { locale: 'zh-CN', lang: 'zh', heading: '按类目浏览', login: '登录' },
];

describe('home page', () => {
  for (const c of cases) {
    it(`renders in ${c.lang} from the browser language, with the category navigation`, async () => {
      const { context, page } = await newPage(browser, { locale: c.locale });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe(c.lang);
      await expect.poll(() => page.getByRole('heading', { name: c.heading }).count()).toBe(1);
      await expect.poll(() => page.getByRole('link', { name: c.login }).count()).toBeGreaterThan(0);
      // Category links lead to the category pages.
      const href = await page.locator('a[href^="/product-category/"]').first().getAttribute('href');
      expect(href).toMatch(/^\/product-category\/\d+$/);
      expect(await page.locator('a[href^="/supplier-category/"]').count()).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `home-${c.lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('opens a product card in the page (no reload), and a ctrl-click leaves the page as it is', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // A value that lives only as long as the document: a full reload would drop it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const card = page.locator('article a[href^="/product/"]').first();
    const href = await card.getAttribute('href');
    await card.click({ modifiers: ['Control'] });
    expect(new URL(page.url()).pathname).toBe('/');
    await card.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // Back returns to the home page, still without a reload.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await context.close();
  });

  it('switches language from the header and keeps the choice', async () => {
    const { context, page } = await newPage(browser, { locale: 'en-US' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('vi');
    await expect.poll(() => page.getByRole('heading', { name: 'Duyệt theo danh mục' }).count()).toBe(1);
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('vi');
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { context, page } = await newPage(browser, { locale: 'vi-VN', width: 390, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-vi-phone');
    await context.close();
  });

  it('shows the legal pages from the footer in the visitor language', async () => {
    const { context, page } = await newPage(browser, { locale: 'zh-CN' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: '隐私政策' }).click();
    await page.waitForURL(/\/privacy-policy$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '隐私政策' }).count()).toBe(1);
    expect(await page.title()).toBe('隐私政策 | Tradelink');
    await context.close();
  });

  it('sends the page compressed in the encoding the client prefers, and whole to one that takes none', async () => {
    const get = (encoding: string) => fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': encoding, 'accept-language': 'en', 'x-forwarded-for': visitorAddress() } });
    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await plain.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    for (const [encoding, decode] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      // Node's fetch decodes by itself: read the raw bytes.
      const res = await new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        const url = new URL(baseUrl());
        http
          .get({ host: url.hostname, port: url.port, path: '/', headers: { 'accept-encoding': encoding, 'accept-language': 'en', 'x-forwarded-for': visitorAddress() } }, (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve({ encoding: r.headers['content-encoding'], vary: r.headers.vary, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
      expect(res.encoding).toBe(encoding);
      expect(res.vary).toMatch(/accept-encoding/i);
      const text = decode(res.body).toString('utf8');
      expect(text).toMatch(/^<!DOCTYPE html>/i);
      expect(text).toContain('</html>');
      expect(res.body.length).toBeLessThan(text.length / 3);
    }
  });

  it('keeps its HTML small (under 60 KB in each language) and brings the rest when the visitor reaches for it', async () => {
    for (const lang of ['en', 'vi', 'zh']) {
      const html = await fetch(`${baseUrl()}/`, { headers: { 'accept-language': lang, 'x-forwarded-for': visitorAddress() } }).then((r) => r.arrayBuffer());
      expect(html.byteLength, lang).toBeLessThan(60_000);
    }
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // A product row shows its first cards, and its whole list once reached for.
    const row = page.getByRole('region', { name: 'New arrivals' }).locator('div[tabindex="0"]');
    const first = await row.getByRole('article').count();
    expect(first).toBe(5);
    await row.hover();
    await expect.poll(() => row.getByRole('article').count()).toBeGreaterThan(first);
    // The navigation's other groups bring their sub-categories when chosen.
    const nav = page.getByRole('navigation', { name: 'Browse by category' });
    const second = nav.getByRole('link').nth(1);
    const name = (await second.textContent())!;
    await second.hover();
    await expect.poll(() => page.getByRole('heading', { level: 3, name }).count()).toBe(1);
    await expect.poll(() => page.locator('a[href^="/supplier-category/"][aria-label]').count()).toBeGreaterThan(0);
    // The home page carries only the card texts of the catalog's; the search page reached from it
    // by client navigation loads the rest (its filters are titled, not raw keys).
    await page.getByRole('link', { name: 'See all' }).first().click();
    await page.waitForURL(/\/search/);
    await expect.poll(() => page.getByRole('checkbox', { name: /^Verified only/ }).count()).toBe(1);
    expect(await page.locator('body').textContent()).not.toMatch(/filters\.\w+/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers unknown addresses with the 404 page and HTTP 404', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await context.close();
  });
});
