import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { DEMO_PASSWORD, baseUrl, launchBrowser, logIn, newPage, screenshot, visitorAddress } from './fixtures.ts';
import { newAccount } from './new-account.ts';

// Issue 21: a buyer's actions show up in the supplier's report. The test browser is headless
// Chromium, which the bot rules rightly refuse (navigator.webdriver, HeadlessChrome in its user
// agent): the buyer's browser is made to look like a person's (a normal user agent, without the
// automation flag) rather than the rules being weakened; an untouched headless browser's view is
// checked not to count.

const SELLER = 'seller@demo.tradelink.test';
const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let browser: Browser;
let person: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  person = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync', '--disable-blink-features=AutomationControlled'],
  });
});
afterAll(async () => {
  await browser.close();
  await person.close();
});

interface Report {
  totals: Record<string, { value: number; previous: number }>;
  top_products: Array<{ product_id: number; views: number; inquiries: number }>;
}

/** A figure tile's number as the page shows it ("1,050" -> 1050). */
async function tile(page: Page, key: string): Promise<number> {
  const text = await page.getByTestId(`kpi-${key}`).getByTestId('kpi-value').textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

describe('analytics', () => {
  it('a buyer’s product view and inquiry show in the supplier’s report; a headless browser’s view does not', async () => {
    const seller = await apiLogin(SELLER, DEMO_PASSWORD);
    const listed = await apiCall<{ data: Array<{ id: number; name: string; status: number }> }>(seller, 'product.list_mine', { status: 'approved' }, 'GET');
    const product = listed.data[0]!;
    const before = await apiCall<Report>(seller, 'analytics.supplier_report', {}, 'GET');
    const row = (r: Report) => r.top_products.find((p) => p.product_id === product.id) ?? { views: 0, inquiries: 0 };

    // An automated headless browser opens the product: not counted.
    const robot = await newPage(browser);
    await robot.page.goto(`/product/${product.id}`);
    await robot.page.waitForLoadState('networkidle');
    await robot.context.close();

    // A buyer in a person's browser opens it and sends an inquiry.
    const context = await person.newContext({ baseURL: baseUrl(), userAgent: PERSON_UA, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
    const page = await context.newPage();
    const buyer = await newAccount(page, { type: 'Buyer', emailPrefix: 'analytics.buyer', domain: 'kitchen-imports.de', password: 'Sourcing-Trip-2026', firstName: 'Jonas', lastName: 'Weber', company: 'Kitchen Imports GmbH' });
    await logIn(page, buyer.email, 'Sourcing-Trip-2026');
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
    await page.goto(`/product/${product.id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Send inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: /^Send an inquiry to / });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('We stock kitchenware for 30 shops in Germany. Please quote 800 pieces, delivered to Hamburg.');
    await dialog.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Inquiry sent' }).count()).toBe(1);
    await context.close();

    // The supplier's report: one view (the person's, not the robot's) and one inquiry more.
    const { context: sellerContext, page: reports } = await newPage(browser);
    await logIn(reports, SELLER);
    await reports.goto('/business/analytics');
    await expect
      .poll(
        async () => {
          await reports.reload();
          await reports.waitForLoadState('networkidle');
          return [await tile(reports, 'product_views'), await tile(reports, 'inquiries')];
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toEqual([before.totals.product_views!.value + 1, before.totals.inquiries!.value + 1]);
    const productRow = reports.getByRole('row').filter({ has: reports.getByRole('button', { name: `Figures of ${product.name}` }) });
    await expect.poll(() => productRow.count()).toBe(1);
    await screenshot(reports, 'analytics-supplier-report');

    // The product's own figures, from its row.
    await productRow.getByRole('button', { name: `Figures of ${product.name}` }).click();
    const drill = reports.getByRole('dialog', { name: product.name });
    await expect.poll(() => drill.count()).toBe(1);
    expect(new URL(reports.url()).searchParams.get('product_id')).toBe(String(product.id));
    const views = async () => Number(((await drill.getByTestId('kpi-views').getByTestId('kpi-value').textContent()) ?? '').replace(/[^\d]/g, ''));
    await expect.poll(views).toBe(row(before).views + 1);
    await screenshot(reports, 'analytics-product-drilldown');
    await sellerContext.close();

    const after = await apiCall<Report>(seller, 'analytics.supplier_report', {}, 'GET');
    expect(row(after)).toMatchObject({ views: row(before).views + 1, inquiries: row(before).inquiries + 1 });
  });

  it('the period is in the address; a Free account sees a sample with the way to the plans', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, SELLER);
    await page.goto('/business/analytics');
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL((url) => url.searchParams.has('srtdate') && url.searchParams.has('enddate'));
    const url = new URL(page.url());
    const days = (Date.parse(url.searchParams.get('enddate')!) - Date.parse(url.searchParams.get('srtdate')!)) / 86_400_000 + 1;
    expect(days).toBe(7);
    await expect.poll(() => page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    // A custom period the page refuses before asking the server.
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-01-10');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-01-01');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect.poll(() => page.getByText('The end date must not be before the start date.').count()).toBe(1);
    await context.close();

    const free = await newPage(browser, { width: 390, height: 844 });
    await logIn(free.page, 'both@demo.tradelink.test');
    await free.page.goto('/business/analytics');
    await expect.poll(() => free.page.getByTestId('report-preview').count()).toBe(1);
    await expect.poll(() => free.page.getByText('Sample report: these figures are made up, not yours').count()).toBe(1);
    expect(await free.page.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/membership-pricing');
    await screenshot(free.page, 'analytics-free-preview-phone');
    await free.page.goto('/user/analytics');
    await expect.poll(() => free.page.getByRole('link', { name: 'Verify your business' }).count()).toBe(1);
    await free.context.close();
  });
});
