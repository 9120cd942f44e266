import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { DEMO_PASSWORD, launchBrowser, logIn, newPage, screenshot } from './fixtures.ts';
import { newAccount } from './new-account.ts';

/**
 * Chooses a filter and waits for its URL. The select navigates from its change handler, which runs
 * once the light page has hydrated (its scripts start after the first paint): a choice made before
 * that is lost, so it is made again (a loaded machine once took longer than the first try).
 */
async function selectFilter(page: Page, name: string, param: string, value: string) {
  const select = page.getByRole('combobox', { name });
  for (let attempt = 1; ; attempt++) {
    await select.selectOption(value);
    try {
      await page.waitForURL((url) => url.searchParams.get(param) === value, { timeout: 3000 });
      return;
    } catch (error) {
      if (attempt === 10) throw error;
    }
  }
}

// Issue 21, beyond the anchors (decision 033): suppliers' response figures on their public page and
// as search filters, and the operators' marketplace overview.

const OPERATOR = 'operator@demo.tradelink.test';

interface PublicResponse {
  enough_data: boolean;
  rate_percent: number | null;
  reply_within_hours: number | null;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Demo suppliers that answer at least 90% of buyers (the demo seed's inquiries), from the search. */
async function responsiveSuppliers(): Promise<string[]> {
  const found = await apiCall<{ data: Array<{ identity: string }> }>('', 'catalog.search', { tab: 'suppliers', response_rate: '90' }, 'GET');
  return found.data.map((s) => s.identity);
}

describe('response figures', () => {
  it('a supplier page shows its 30-day response rate and typical reply time; a new supplier has not enough data yet', async () => {
    const [identity] = await responsiveSuppliers();
    expect(identity, 'the demo seed gives suppliers response figures').toBeTruthy();
    const figures = (await apiCall<{ response: PublicResponse }>('', 'supplier.get_public', { id: identity! }, 'GET')).response;
    expect(figures.enough_data).toBe(true);
    expect(figures.rate_percent).toBeGreaterThanOrEqual(90);

    const { context, page } = await newPage(browser);
    await page.goto(`/supplier/${identity}`);
    const line = page.getByTestId('supplier-response');
    await expect.poll(() => line.textContent()).toContain(`Response rate ${figures.rate_percent}%`);
    expect(await line.textContent()).toMatch(/Typically replies within (an hour|\d+ hours|a day|\d+ days) \(last 30 days\)$/);
    await screenshot(page, 'response-supplier-page');

    // The same page in Vietnamese.
    await page.goto(`/supplier/${identity}?lang=vi`);
    await expect.poll(() => line.textContent()).toContain(`Tỷ lệ phản hồi ${figures.rate_percent}%`);

    const fresh = await newAccount(page, { type: 'Seller', emailPrefix: 'fresh.seller', domain: 'lotus-ceramics.vn', password: 'Kiln-Glaze-2026', firstName: 'Lan', lastName: 'Phạm', company: 'Lotus Ceramics' });
    const me = await apiCall<{ supplier: { identity: string } }>(fresh.cookie, 'customer.me', {}, 'GET');
    await page.goto(`/supplier/${me.supplier.identity}?lang=en`);
    await expect.poll(() => line.textContent()).toBe('Response rate: not enough data yet');
    await context.close();
  });

  it('the suppliers list filters by response rate and reply time, with chips that remove the filter', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/suppliers');
    await selectFilter(page, 'Response rate', 'response_rate', '90');
    const chip = page.getByText('Response rate ≥ 90%', { exact: true });
    await expect.poll(() => chip.count()).toBe(1);
    // Every supplier shown answers at least 90% (checked on its page's figures).
    const cards = page.locator('a[href^="/supplier/SUP"]');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const first = (await cards.first().getAttribute('href'))!.split('/').pop()!;
    expect((await apiCall<{ response: PublicResponse }>('', 'supplier.get_public', { id: first }, 'GET')).response.rate_percent).toBeGreaterThanOrEqual(90);
    const count = page.getByRole('status').filter({ hasText: /\d+ results?$/ });
    const shown = Number((await count.textContent())!.match(/\d+/)![0]);

    await selectFilter(page, 'Typically replies within', 'response_time', '1');
    await expect.poll(() => page.getByText('Replies within an hour', { exact: true }).count()).toBe(1);
    await expect.poll(async () => Number((await count.textContent())!.match(/\d+/)![0])).toBeLessThanOrEqual(shown);

    await page.getByRole('link', { name: 'Remove filter: Response rate ≥ 90%' }).click();
    await page.waitForURL((url) => !url.searchParams.has('response_rate') && url.searchParams.get('response_time') === '1');
    await screenshot(page, 'response-suppliers-filtered');
    await context.close();
  });
});

describe('the marketplace overview', () => {
  it('shows an operator the figures of a range, grouped as asked, with charts and a CSV', async () => {
    const operator = await apiLogin(OPERATOR, DEMO_PASSWORD);
    const { context, page } = await newPage(browser);
    await logIn(page, OPERATOR);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Analytics' }).first().click();
    await page.waitForURL('**/admin/analytics');
    await expect.poll(() => page.getByRole('heading', { name: 'Marketplace overview', level: 1 }).count()).toBe(1);

    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await page.waitForURL((url) => url.searchParams.has('srtdate'));
    const url = new URL(page.url());
    const range = { srtdate: url.searchParams.get('srtdate')!, enddate: url.searchParams.get('enddate')! };
    const expected = await apiCall<{ totals: Record<string, number> }>(operator, 'admin.analytics_overview', range, 'GET');
    const tile = page.getByTestId('overview-signups_buyers').getByTestId('overview-value');
    await expect.poll(() => tile.textContent()).toBe(expected.totals.signups_buyers!.toLocaleString('en-US'));
    expect(expected.totals.signups_buyers, 'the demo data has sign-ups in the last 90 days').toBeGreaterThan(0);
    // The charts load with the figures (their own chunk).
    await expect.poll(() => page.getByRole('img', { name: /^Chart: buyer and supplier sign-ups/ }).count()).toBe(1);

    await page.getByText('Monthly', { exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('granularity') === 'month');
    const rows = page.getByRole('region', { name: 'Figures per period' }).getByRole('row');
    // A header row and three or four months.
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(5);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`marketplace-overview-${range.srtdate}-${range.enddate}-month.csv`);
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '').split('\r\n');
    expect(csv[0]).toBe('Period start,Period end,Buyer sign-ups,Supplier sign-ups,RFQs posted,RFQs with a quotation,Quotations sent,Quotations preferred,Paying suppliers,Paying buyers,Revenue (net),Refunds');
    const signups = csv.slice(1).filter(Boolean).reduce((sum, line) => sum + Number(line.split(',')[2]), 0);
    expect(signups).toBe(expected.totals.signups_buyers);

    // A reversed custom range is refused on the page, and the figures stay.
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(range.enddate);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(range.srtdate);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Choose an end date on or after the start date' }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('srtdate')).toBe(range.srtdate);
    await screenshot(page, 'marketplace-overview');
    await context.close();
  });

  it('is refused to a supplier', async () => {
    const seller = await apiLogin('seller@demo.tradelink.test', DEMO_PASSWORD);
    await expect(apiCall(seller, 'admin.analytics_overview', { srtdate: '2026-01-01', enddate: '2026-01-31' }, 'GET')).rejects.toThrow(/403/);
    const { context, page } = await newPage(browser);
    await logIn(page, 'seller@demo.tradelink.test');
    expect((await page.goto('/admin/analytics'))?.status()).toBe(403);
    await context.close();
  });
});
