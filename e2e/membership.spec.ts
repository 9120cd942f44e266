import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTATIONS_PER_MONTH } from '@tradelink/shared/constants/plans';
import { apiCall } from './api-client.ts';
import { launchBrowser, logIn, newPage, screenshot } from './fixtures.ts';
import { newAccount } from './new-account.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'Mekong-Lacquer-2026';

interface RfqCard {
  id: number;
  product_name: string;
  quantity: number;
  uom: string;
}

/** A new supplier, activated and past onboarding, on the Free plan: its cookie and e-mail. */
const newSupplier = (page: Page) =>
  newAccount(page, { type: 'Seller', emailPrefix: 'new.supplier', domain: 'mekong-lacquer.com', password: PASSWORD, firstName: 'Linh', lastName: 'Tran', company: 'Mekong Lacquerware' });

/** Uses up the Free plan's quotations of the month on open requests; returns one more open request. */
async function spendMonthlyQuotations(cookie: string): Promise<RfqCard> {
  const found = await apiCall<{ data: RfqCard[] }>(cookie, 'catalog.search', { tab: 'rfqs', page: 1 }, 'GET');
  const open = found.data;
  const limit = QUOTATIONS_PER_MONTH.Free;
  expect(open.length).toBeGreaterThan(limit);
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  for (const rfq of open.slice(0, limit)) {
    await apiCall(cookie, 'quotation.send', {
      rfq_id: rfq.id,
      unit_price: '8.20',
      currency: 'USD',
      quantity: String(rfq.quantity),
      uom: rfq.uom,
      incoterm: 'FOB',
      payment_terms: 'T/T',
      lead_time_days: 25,
      valid_until: validUntil,
      message: 'Hand-finished lacquer, samples in a week.',
    });
  }
  return open[limit]!;
}

const planOf = async (cookie: string) =>
  (await apiCall<{ plan: { plan_name: string; end_date: string | null }; quotas: { contact_quota: number } }>(cookie, 'membership.get_mine', { side: 'supplier' }, 'GET'));

describe('a supplier on the Free plan', () => {
  it('runs out of quotations, buys Advance for 6 months with the sandbox card after a decline, and sends the quotation', async () => {
    const { context, page } = await newPage(browser);
    const { email, cookie } = await newSupplier(page);
    const rfq = await spendMonthlyQuotations(cookie);

    await logIn(page, email, PASSWORD);
    await page.goto(`/request/${rfq.id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Send quotation' }).first().click();
    const block = page.getByRole('dialog', { name: 'You cannot send more quotations this month' });
    await expect.poll(() => block.count()).toBe(1);
    await screenshot(page, 'membership-quotation-block');
    await block.getByRole('button', { name: 'See membership plans' }).click();

    // The pricing dialog, on the 6-month period by default.
    const pricing = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Choose Advance' }) });
    await expect.poll(() => pricing.count()).toBe(1);
    await expect.poll(() => pricing.getByText('$399').count()).toBeGreaterThan(0);
    await screenshot(page, 'membership-pricing-dialog');
    await pricing.getByRole('button', { name: 'Choose Advance' }).click();

    const payment = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Continue to payment' }) });
    await expect.poll(() => payment.count()).toBe(1);
    await payment.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/supplier-premium-payment\/starter-6m/);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Continue' }).click();

    const card = page.getByRole('form', { name: 'Card details' });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByLabel('Card number').fill('4000 0000 0000 0002');
    await card.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await card.getByLabel('Security code (CVC)').fill('123');
    await card.getByLabel('Name on card').fill('Linh Tran');
    await card.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Your card was declined' }).count()).toBe(1);
    await screenshot(page, 'membership-card-declined');
    // A declined card changes nothing.
    expect((await planOf(cookie)).plan.plan_name).toBe('Free');

    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/thank-you\?/, { timeout: 30_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome to Advance' }).count()).toBe(1);
    await screenshot(page, 'membership-thank-you');
    const after = await planOf(cookie);
    expect(after.plan.plan_name).toBe('Starter');
    expect(after.quotas.contact_quota).toBe(30);
    expect(new Date(after.plan.end_date!).getTime()).toBeGreaterThan(Date.now() + 170 * 86_400_000);

    // Back where the supplier was, the quotation can now be sent.
    await page.getByRole('link', { name: 'Continue where you left off' }).click();
    await page.waitForURL(new RegExp(`/request/${rfq.id}`));
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Send quotation' }).first().click();
    const form = page.getByRole('dialog', { name: 'Send a quotation' });
    await expect.poll(() => form.count()).toBe(1);
    await form.getByRole('textbox', { name: 'Unit price' }).fill('7.90');
    await form.getByRole('textbox', { name: 'Lead time (days)' }).fill('30');
    await form.getByRole('textbox', { name: 'Message to the buyer' }).fill('Now on Advance: hand-finished lacquer, samples in a week.');
    await form.getByRole('button', { name: 'Send quotation' }).click();
    await expect.poll(() => page.getByText(`Your quotation for ${rfq.product_name} was sent to the buyer.`).count()).toBeGreaterThan(0);

    await page.goto('/business/membership');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByTestId('membership-plan-name').textContent()).toContain('Advance');
    await screenshot(page, 'membership-dashboard');
    await context.close();
  });
});
