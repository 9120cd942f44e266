import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatQuantity, unitLabel } from '@tradelink/shared/reference/units';
import { apiCall } from './api-client.ts';
import { baseUrl, launchBrowser, newPage, screenshot } from './fixtures.ts';

// Finding things (issue 20): suggestions while typing, the corrected keyword, the RFQ offer on no
// results, filter chips with price and order-quantity filters, the guest limit's one message,
// and the home page's figures on a Chinese phone.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The result page's own search box (the header has one too). */
const searchBox = (page: Page) => page.getByRole('search', { name: 'Search again' }).getByRole('combobox');

describe('search suggestions', () => {
  it('suggests keywords while typing, moves through them with the arrow keys and searches the one picked with Enter', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/search');
    await page.waitForLoadState('networkidle');
    const box = searchBox(page);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    await box.pressSequentially('stainless st', { delay: 40 });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor({ state: 'visible' });
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const options = await list.getByRole('option').allTextContents();
    expect(options).toContain('stainless steel');
    for (const option of options) expect(option.startsWith('stainless ')).toBe(true);

    // The focus stays in the box; the active option is announced through aria-activedescendant.
    await box.press('ArrowDown');
    const first = list.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await box.press('ArrowUp');
    expect(await list.getByRole('option').last().getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'finding-suggestions');
    await box.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();

    // Open again with the arrow key, choose "stainless steel", search it.
    await box.press('ArrowDown');
    await list.waitFor({ state: 'visible' });
    const target = options.indexOf('stainless steel');
    for (let i = 1; i <= target; i++) await box.press('ArrowDown');
    expect(await list.getByRole('option', { name: 'stainless steel' }).getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/search\?keyword=stainless\+steel$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Search results for “stainless steel”' }).count()).toBe(1);
    expect(await searchBox(page).inputValue()).toBe('stainless steel');
    await context.close();
  });

  it('picks a suggestion with a click, in Chinese on a phone', async () => {
    const { context, page } = await newPage(browser, { locale: 'zh-CN', width: 390, height: 844 });
    await page.goto('/search');
    await page.waitForLoadState('networkidle');
    const box = page.getByRole('search', { name: '重新搜索' }).getByRole('combobox');
    await box.pressSequentially('不锈', { delay: 40 });
    const option = page.getByRole('listbox', { name: '搜索建议' }).getByRole('option').first();
    await option.waitFor({ state: 'visible' });
    const keyword = (await option.getAttribute('aria-label'))!;
    expect(keyword.startsWith('不锈')).toBe(true);
    await screenshot(page, 'finding-suggestions-zh-phone');
    await option.click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('corrected keywords and no results', () => {
  it('says which keyword the results are for, and searches the words as typed on request', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/search?keyword=stainlss%20steel');
    await page.waitForLoadState('networkidle');
    const notice = page.getByText('Showing results for stainless steel.');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await screenshot(page, 'finding-corrected');

    await page.getByRole('link', { name: 'stainlss steel' }).click();
    await page.waitForURL(/exact=1/);
    await expect.poll(() => page.getByText('0 results').count()).toBe(1);
    expect(await notice.count()).toBe(0);
    // Nothing as typed: the way forward is a sourcing request for it.
    await expect.poll(() => page.getByRole('heading', { name: 'Can’t find “stainlss steel”?' }).count()).toBe(1);
    await context.close();
  });

  it('offers to post a sourcing request with the keyword as its product name', async () => {
    const { context, page } = await newPage(browser, { locale: 'vi-VN' });
    await page.goto('/search?keyword=zzqqxx%20gadget');
    await page.waitForLoadState('networkidle');
    const offer = page.getByRole('region', { name: 'Không tìm thấy “zzqqxx gadget”?' });
    await expect.poll(() => offer.count()).toBe(1);
    const post = offer.getByRole('link', { name: 'Đăng yêu cầu tìm nguồn hàng' });
    expect(await post.getAttribute('href')).toBe('/quick-rfq?product_name=zzqqxx+gadget');
    await screenshot(page, 'finding-no-results-vi');
    await post.click();
    await page.waitForURL(/\/quick-rfq/);
    await expect.poll(() => page.getByRole('textbox', { name: /Tên sản phẩm/ }).inputValue()).toBe('zzqqxx gadget');
    await context.close();
  });
});

describe('filter chips, price and order quantity', () => {
  it('shows the filters as removable chips that stay when nothing matches, with Clear all', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/search?keyword=coffee');
    await page.waitForLoadState('networkidle');
    const chips = page.getByRole('heading', { name: 'Active filters' });
    expect(await chips.count()).toBe(0);
    const filters = page.getByRole('complementary', { name: 'Filters' });

    // Price and MOQ: a reversed range is refused where it was typed, and the search stays as it was.
    await filters.getByRole('textbox', { name: 'Min' }).fill('50');
    await filters.getByRole('textbox', { name: 'Max' }).fill('10');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => filters.getByText('The maximum price must not be below the minimum price.').count()).toBe(1);
    expect(await filters.getByRole('textbox', { name: 'Max' }).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).search).toBe('?keyword=coffee');

    await filters.getByRole('textbox', { name: 'Max' }).fill('100');
    await filters.getByRole('textbox', { name: 'Order quantity (MOQ up to)' }).fill('1000');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/price_min=50&price_max=100&moq=1000/);
    await expect.poll(() => page.getByRole('link', { name: /^Remove filter: Price \$50\.00 – \$100$/ }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Remove filter: MOQ up to 1,000' }).count()).toBe(1);
    for (const text of await page.getByRole('article').allTextContents()) {
      const low = Number(/\$([\d,.]+)/.exec(text)![1]!.replace(/,/g, ''));
      expect(low).toBeLessThanOrEqual(100);
    }

    // A combination that matches nothing keeps its chips, so one can be taken away.
    await page.waitForLoadState('networkidle');
    await filters.getByRole('checkbox', { name: /^Verified only/ }).click();
    await page.waitForURL(/is_verified=1/);
    await filters.getByRole('textbox', { name: 'Min' }).fill('99999');
    await filters.getByRole('textbox', { name: 'Max' }).fill('100000');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/price_min=99999/);
    await expect.poll(() => page.getByText('No results match your search.').count()).toBe(1);
    expect(await chips.count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Remove filter: Verified only' }).count()).toBe(1);
    await screenshot(page, 'finding-chips-empty');

    await page.getByRole('link', { name: /^Remove filter: Price/ }).click();
    await page.waitForURL((url) => !url.searchParams.has('price_min'));
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('moq')).toBe('1000');

    await page.getByRole('link', { name: 'Clear all' }).click();
    await page.waitForURL((url) => url.search === '?keyword=coffee');
    await expect.poll(() => chips.count()).toBe(0);
    await context.close();
  });

  it('keeps the chips above the results on a phone, the filters in their sheet', async () => {
    const { context, page } = await newPage(browser, { locale: 'zh-CN', width: 390, height: 844 });
    await page.goto('/search?keyword=coffee&countries=VN&price_max=40');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('heading', { name: '已选筛选条件' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: `移除筛选条件：越南` }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'finding-chips-zh-phone');
    await page.getByRole('button', { name: '筛选', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '筛选' });
    await expect.poll(() => sheet.getByRole('textbox', { name: '最高' }).inputValue()).toBe('40');
    await context.close();
  });
});

describe('the guest view limit', () => {
  it('says once, on the page, when the views come back, and reopens the pages already seen', async () => {
    const { context, page } = await newPage(browser);
    const list = await fetch(`${baseUrl()}/search?tab=rfqs`).then((r) => r.text());
    const ids = [...new Set([...list.matchAll(/href="\/request\/(\d+)"/g)].map((m) => m[1]))].slice(0, 6);
    expect(ids).toHaveLength(6);
    for (const id of ids.slice(0, 5)) expect((await page.goto(`/request/${id}`))?.status()).toBe(200);

    const blocked = await page.goto(`/request/${ids[5]}`);
    expect(blocked?.status()).toBe(429);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Free views used up' }).count()).toBe(1);
    await expect.poll(() => page.getByText(/Your free views come back at \d{1,2}:\d{2}/).count()).toBe(1);
    expect(await page.getByText('Pages you have already opened in this time stay open to you.', { exact: false }).count()).toBe(1);
    // One message: no dialog repeating it.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'finding-guest-limit');

    // Going back to a request already read in the window still works.
    const again = await page.goto(`/request/${ids[1]}`);
    expect(again?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Free views used up' }).count()).toBe(0);
    await context.close();
  });
});

describe('units in the page language', () => {
  it('names a product\'s order quantity in Chinese on the Chinese product page, with Chinese grouping', async () => {
    const found = await apiCall<{ data: Array<{ kind: string; id: number; moq: number | null; uom: string | null }> }>('', 'catalog.search', { tab: 'products', page_size: 30 }, 'GET');
    const product = found.data.find((p) => p.kind === 'product' && p.moq !== null && p.uom && unitLabel(p.uom, 'zh') !== p.uom);
    expect(product, 'a seeded product with an MOQ and a reference unit').toBeDefined();
    const { moq, uom } = product as { id: number; moq: number; uom: string };
    const { context, page } = await newPage(browser, { locale: 'zh-CN' });
    await page.goto(`/product/${product!.id}`);
    await page.waitForLoadState('networkidle');
    const chinese = `起订量 ${formatQuantity(moq, uom, 'zh')}`;
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    // The product's own facts, beside its title (related products below may share the same MOQ).
    const facts = page.getByRole('heading', { level: 1 }).locator('xpath=..');
    await expect.poll(() => facts.getByText(chinese, { exact: true }).count()).toBe(1);
    // The English name is nowhere on the page.
    expect(await page.getByText(`MOQ ${formatQuantity(moq, uom, 'en')}`).count()).toBe(0);
    await screenshot(page, 'finding-product-unit-zh');
    await context.close();
  });
});

describe('home page on a Chinese phone', () => {
  it('shows its figures side by side without overlap, labels on one line, and readable hero text', async () => {
    const { context, page } = await newPage(browser, { locale: 'zh-CN', width: 390, height: 844 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const stats = page.getByRole('list').filter({ hasText: '进行中的采购需求' });
    const items = await stats.getByRole('listitem').all();
    expect(items).toHaveLength(4);
    const boxes = await Promise.all(items.map((item) => item.boundingBox()));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `figures ${i} and ${j} overlap`).toBe(true);
      }
    }
    // Each figure's number and label fit its own box, the label on one line.
    const fits = await stats.evaluate((list) =>
      [...list.children].map((item) => {
        const [figure, label] = [...item.children] as HTMLElement[];
        const lineHeight = parseFloat(getComputedStyle(label!).lineHeight);
        return { figure: figure!.scrollWidth <= item.clientWidth, labelLines: Math.round(label!.getBoundingClientRect().height / lineHeight) };
      }),
    );
    for (const f of fits) expect(f).toEqual({ figure: true, labelLines: 1 });
    const titleSize = await page.getByRole('heading', { level: 1 }).evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
    expect(titleSize).toBeGreaterThanOrEqual(24);
    // The category browser gives its panel the screen's width.
    const panel = await page.getByRole('link', { name: '产品', exact: true }).first().evaluate((a) => a.closest('div')!.parentElement!.getBoundingClientRect().width);
    expect(panel).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'finding-home-zh-phone');
    await context.close();
  });
});

describe('accessibility of the result page', () => {
  it('has no duplicate landmarks and a valid combobox (axe)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/search?keyword=coffee&countries=VN');
    await page.waitForLoadState('networkidle');
    await searchBox(page).fill('coffee bea');
    await page.getByRole('listbox', { name: 'Suggestions' }).waitFor({ state: 'visible' });
    await searchBox(page).press('ArrowDown');
    // Evaluated through the DevTools protocol: the page's CSP refuses injected script tags.
    await page.evaluate(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }).axe;
      const result = await axe.run({
        runOnly: ['landmark-unique', 'landmark-no-duplicate-main', 'landmark-complementary-is-top-level', 'region', 'aria-allowed-attr', 'aria-required-attr', 'aria-required-children', 'aria-required-parent', 'aria-valid-attr-value', 'aria-input-field-name', 'label', 'duplicate-id-aria', 'list', 'listitem', 'nested-interactive', 'heading-order', 'target-size'],
      });
      return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length}`);
    });
    expect(violations).toEqual([]);
    await context.close();
  });
});
