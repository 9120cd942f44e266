import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTATIONS_PER_MONTH } from '@tradelink/shared/constants/plans';
import type { TaxonomyNode } from '@tradelink/shared/reference/reference';
import { apiCall, apiLogin } from './api-client.ts';
import { launchBrowser, logIn, newPage, screenshot } from './fixtures.ts';
import { newAccount } from './new-account.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const OPERATOR = 'operator@demo.tradelink.test';
const SHOTS = process.env.HELP_SHOTS_DIR;

describe('the help centre', () => {
  it('links the pages an article names, in each language', async () => {
    for (const [locale, name] of [['en-US', 'the Verification page'], ['vi-VN', 'trang Xác minh'], ['zh-CN', '认证页面']] as const) {
      const { context, page } = await newPage(browser, { locale });
      await page.goto('/help/suppliers/verification-levels');
      const article = page.getByRole('article');
      const link = article.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe('/business/verification');
      // No markup or bare path left in the words.
      expect(await article.textContent()).not.toMatch(/\]\(|\s\/business\//);
      await context.close();
    }
  });

  it('finds an article in Vietnamese, typed without accents', async () => {
    const { context, page } = await newPage(browser, { locale: 'vi-VN' });
    // From the footer of another page: the help texts load on the way (client navigation).
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Trung tâm trợ giúp' }).click();
    await page.waitForURL(/\/help$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Trung tâm trợ giúp' }).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Tìm trong trung tâm trợ giúp' }).fill('bao gia moi thang');
    await page.getByRole('button', { name: 'Tìm', exact: true }).click();
    await page.waitForURL(/\/help\?q=bao/);
    const hit = page.getByRole('link', { name: 'Tôi được gửi bao nhiêu báo giá?' });
    await expect.poll(() => hit.count()).toBe(1);
    await hit.click();
    await page.waitForURL(/\/help\/suppliers\/quotation-limits$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Tôi được gửi bao nhiêu báo giá?' }).count()).toBe(1);
    await expect.poll(() => page.title()).toBe('Tôi được gửi bao nhiêu báo giá? | Tradelink');
    await context.close();
  });

  it('records a vote with a comment, once, and operators read it as text', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/help/suppliers/verification-levels');
    await page.waitForLoadState('networkidle');
    const feedback = page.getByRole('region', { name: 'Was this article helpful?' });
    await feedback.getByRole('button', { name: 'No' }).click();
    const comment = `<b>Level 4</b> booking steps unclear ${Date.now()}`;
    await feedback.getByRole('textbox', { name: 'Tell us more (optional)' }).fill(comment);
    await feedback.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => feedback.getByRole('status').textContent()).toBe('Thank you for your feedback!');

    // The same visitor again: the server's translated answer, no second vote.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await feedback.getByRole('button', { name: 'Yes' }).click();
    await feedback.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => feedback.getByRole('status').textContent()).toBe('You already told us whether this article helped. Thank you!');
    await context.close();

    const cookie = await apiLogin(OPERATOR, 'TradelinkDemo!2026');
    const summary = await apiCall<{ articles: { article: string; no: number }[]; comments: { comment: string }[] }>(cookie, 'admin.help_feedback', {}, 'GET');
    expect(summary.articles.find((a) => a.article === 'verification-levels')!.no).toBeGreaterThanOrEqual(1);
    expect(summary.comments.filter((c) => c.comment === comment)).toHaveLength(1);

    const operator = await newPage(browser);
    await logIn(operator.page, OPERATOR);
    await operator.page.goto('/admin/help-feedback');
    // Shown as typed: the markup is text, not bold.
    await expect.poll(() => operator.page.getByText(comment, { exact: true }).count()).toBe(1);
    await expect.poll(() => operator.page.locator('b', { hasText: 'Level 4' }).count()).toBe(0);
    await screenshot(operator.page, 'help-admin-feedback');
    await operator.context.close();
  });

  it('the site map lists every top category and its sub-categories, in the visitor\'s language', async () => {
    const taxonomy = await apiCall<TaxonomyNode[]>('', 'get_category_taxonomy', {});
    expect(taxonomy.length).toBeGreaterThan(0);
    const { context, page } = await newPage(browser, { locale: 'zh-CN' });
    await page.goto('/help/sitemap');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '网站地图' }).count()).toBe(1);
    const categories = page.getByRole('region', { name: '产品类目' });
    for (const top of taxonomy) {
      await expect.poll(() => categories.getByRole('link', { name: top.names.zh, exact: true }).first().getAttribute('href')).toBe(`/product-category/${top.name}`);
    }
    const child = taxonomy.find((n) => n.children.length > 0)!.children[0]!;
    await expect.poll(() => categories.getByRole('link', { name: child.names.zh, exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('link', { name: '帮助中心' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the quotation limit dialog links to the article that explains it', async () => {
    const { context, page } = await newPage(browser);
    const password = 'Mekong-Lacquer-2026';
    const { email, cookie } = await newAccount(page, { type: 'Seller', emailPrefix: 'help.supplier', domain: 'mekong-lacquer.com', password, firstName: 'Linh', lastName: 'Tran', company: 'Mekong Lacquerware' });
    const found = await apiCall<{ data: { id: number; quantity: number; uom: string }[] }>(cookie, 'catalog.search', { tab: 'rfqs', page: 1 }, 'GET');
    const limit = QUOTATIONS_PER_MONTH.Free;
    expect(found.data.length).toBeGreaterThan(limit);
    const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    for (const rfq of found.data.slice(0, limit)) {
      await apiCall(cookie, 'quotation.send', {
        rfq_id: rfq.id, unit_price: '8.20', currency: 'USD', quantity: String(rfq.quantity), uom: rfq.uom,
        incoterm: 'FOB', payment_terms: 'T/T', lead_time_days: 25, valid_until: validUntil, message: 'Hand-finished lacquer, samples in a week.',
      });
    }
    await logIn(page, email, password);
    await page.goto(`/request/${found.data[limit]!.id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Send quotation' }).first().click();
    const block = page.getByRole('dialog', { name: 'You cannot send more quotations this month' });
    await expect.poll(() => block.count()).toBe(1);
    await block.getByRole('link', { name: 'How does this work? Read the help article' }).click();
    await page.waitForURL(/\/help\/suppliers\/quotation-limits$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'How many quotations can I send?' }).count()).toBe(1);
    await expect.poll(() => page.getByText(`Free ${limit}, Trial`).count()).toBeGreaterThan(0);
    await context.close();
  });

  it.runIf(SHOTS)('looks right at 1280 and 390 px in en, vi and zh', async () => {
    fs.mkdirSync(SHOTS!, { recursive: true });
    for (const [lang, locale] of [['en', 'en-US'], ['vi', 'vi-VN'], ['zh', 'zh-CN']] as const) {
      for (const width of [1280, 390]) {
        const { context, page } = await newPage(browser, { locale, width, height: width > 500 ? 900 : 844 });
        const shot = async (url: string, name: string) => {
          await page.goto(url);
          await page.waitForLoadState('networkidle');
          await (page as Page).screenshot({ path: path.join(SHOTS!, `${name}-${lang}-${width}.png`), fullPage: true });
        };
        await shot('/help', 'help');
        await shot('/help/suppliers/verification-levels', 'article');
        await context.close();
      }
    }
  });
});
