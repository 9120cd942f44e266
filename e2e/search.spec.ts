import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from './fixtures.ts';

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
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Search results for “stainles steel”' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    expect((await page.getByRole('article').first().textContent())?.toLowerCase()).toMatch(/stainless|inox|不锈钢/);

    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox', { name: /^Vietnam \(\d+\)$/ }).click();
    await page.waitForURL(/countries=VN/);
    await page.getByRole('checkbox', { name: /^Verified only/ }).click();
    await page.waitForURL(/is_verified=1/);
    await expect
      .poll(async () => {
        const texts = await page.getByRole('article').allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes('Vietnam'));
      })
      .toBe(true);
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

describe('product and supplier pages', () => {
  it('opens a product from search, goes to its supplier, and switches language on the detail page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/search?keyword=robusta');
    await page.waitForLoadState('networkidle');
    const first = page.getByRole('article').first().getByRole('link').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(/\/product\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    await screenshot(page, 'product-detail');

    const supplierLink = page.getByRole('region').getByRole('link').first();
    const company = (await supplierLink.textContent())!.trim();
    await page.waitForLoadState('networkidle');
    await supplierLink.click();
    await page.waitForURL(/\/supplier\/SUP/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(company);

    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: '公司简介' }).count()).toBe(1);
    await context.close();
  });

  it('serves a product page without JavaScript with its name, price and JSON-LD', async () => {
    const search = await fetch(`${baseUrl()}/search?keyword=coffee`).then((r) => r.text());
    const id = /href="\/product\/(\d+)"/.exec(search)![1];
    const response = await fetch(`${baseUrl()}/product/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!);
    expect(ld['@type']).toBe('Product');
    expect(html).toContain(`<h1`);
    expect(html).toContain(ld.name.replace(/&/g, '&amp;'));
    expect(html).toMatch(/US\$|\$\d/);
    expect(ld.offers.lowPrice).toBeGreaterThan(0);
    expect(html).toContain('rel="canonical"');
    expect(html).toMatch(/<link rel="alternate" hrefLang="vi"|<link[^>]+hreflang="vi"/i);
    expect((await fetch(`${baseUrl()}/product/99999999`)).status).toBe(404);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('point crawlers at a paged sitemap of public pages', async () => {
    const robots = await fetch(`${baseUrl()}/robots.txt`).then((r) => r.text());
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(robots).toContain('Disallow: /user/');
    const index = await fetch(`${baseUrl()}/sitemap.xml`).then((r) => r.text());
    expect(index).toContain('<sitemapindex');
    const first = /<loc>([^<]+sitemap-1\.xml)<\/loc>/.exec(index)![1]!;
    const page = await fetch(first.replace(/^https?:\/\/[^/]+/, baseUrl())).then((r) => r.text());
    expect(page).toMatch(/<loc>[^<]+\/product\/\d+<\/loc>/);
    expect(page).toMatch(/<loc>[^<]+\/supplier\/SUP\w+<\/loc>/);
  });
});

describe('guest page limit', () => {
  it('lets a guest open five sourcing requests, then asks them to sign up on the page (HTTP 429)', async () => {
    const { context, page } = await newPage(browser);
    const list = await fetch(`${baseUrl()}/search?tab=rfqs`).then((r) => r.text());
    const ids = [...new Set([...list.matchAll(/href="\/request\/(\d+)"/g)].map((m) => m[1]))].slice(0, 6);
    expect(ids).toHaveLength(6);
    for (const id of ids.slice(0, 5)) {
      const response = await page.goto(`/request/${id}`);
      expect(response?.status()).toBe(200);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    }
    const blocked = await page.goto(`/request/${ids[5]}`);
    expect(blocked?.status()).toBe(429);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Free views used up' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign up free' }).count()).toBe(1);
    await screenshot(page, 'guest-limit');
    await context.close();
  });
});
