import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage, screenshot } from './fixtures.ts';
import { newAccount } from './new-account.ts';

// Becoming a partner (issue 23): a seller applies from the business dashboard, an operator
// approves in the console, and the seller then has the partner area; and the /join-campaign
// landing page keeps a campaign's parameters on its sign-up buttons.

const OPERATOR = 'operator@demo.tradelink.test';
const PASSWORD = 'Partner-e2e-2026!';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function marketingCookies(context: BrowserContext) {
  return Object.fromEntries((await context.cookies()).filter((c) => /^tl_(utm_|referral)/.test(c.name)).map((c) => [c.name, decodeURIComponent(c.value)]));
}

describe('the partner programme', () => {
  it('a seller applies, an operator approves, and the seller has the partner area', async () => {
    const seller = await newPage(browser);
    const account = await newAccount(seller.page, {
      type: 'Seller',
      emailPrefix: 'partner.e2e',
      domain: 'mekong-media.example.com',
      password: PASSWORD,
      firstName: 'Lan',
      lastName: 'Tran',
      company: 'Mekong Media',
    });
    const applicant = `Mekong Media ${Date.now()}`;
    await logIn(seller.page, account.email, PASSWORD);
    await seller.page.goto('/business/affiliate');
    await expect.poll(() => seller.page.getByRole('heading', { name: 'Become a Tradelink partner' }).count()).toBe(1);
    // The tab is there for a non-partner too, under the programme's name.
    expect(await seller.page.getByRole('link', { name: 'Partner programme' }).count()).toBeGreaterThan(0);

    const form = seller.page.getByRole('form', { name: 'Apply to the Partner programme' });
    await form.getByRole('textbox', { name: /Company or name/ }).fill(applicant);
    await form.getByRole('textbox', { name: /Website or channel/ }).fill('not a web address');
    await form.getByRole('textbox', { name: /Your audience/ }).fill('Too short');
    await form.getByRole('button', { name: 'Send my application' }).click();
    // Checked in the browser with the server's rules, nothing sent.
    await expect.poll(() => form.getByText('Enter a full web address, like https://example.com.').count()).toBe(1);
    await expect.poll(() => form.getByText('This is too short: please write a bit more.').count()).toBe(1);

    await form.getByRole('textbox', { name: /Website or channel/ }).fill('https://mekong-media.example.com');
    await form.getByRole('textbox', { name: /Your audience/ }).fill('Exporters of rice, coffee and cashew in the Mekong delta: 8,000 newsletter readers.');
    await form.getByRole('textbox', { name: /How you will promote Tradelink/ }).fill('A monthly newsletter column and two webinars a year for exporters.');
    await form.getByRole('textbox', { name: /Expected referrals per month/ }).fill('15');
    await screenshot(seller.page, 'affiliate-application-form');
    await form.getByRole('button', { name: 'Send my application' }).click();
    await expect.poll(() => seller.page.getByText('Your application is being reviewed').count()).toBe(1);

    const operator = await newPage(browser);
    await logIn(operator.page, OPERATOR);
    await operator.page.goto('/admin/affiliate-applications');
    const card = operator.page.getByRole('article', { name: applicant });
    await expect.poll(() => card.count()).toBe(1);
    await screenshot(operator.page, 'affiliate-applications-queue');
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = operator.page.getByRole('dialog', { name: `Approve ${applicant}?` });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => operator.page.getByText(`${applicant} is now a partner.`).count()).toBe(1);
    await expect.poll(() => operator.page.getByRole('article', { name: applicant }).count()).toBe(0);

    await seller.page.reload();
    await expect.poll(() => seller.page.getByRole('heading', { name: 'Partner area' }).count()).toBe(1);
    await expect.poll(() => seller.page.getByText('You are a Tradelink partner.').count()).toBe(1);
    await screenshot(seller.page, 'affiliate-partner-area');
    await expect.poll(() => seller.page.getByRole('link', { name: 'Affiliate' }).count()).toBeGreaterThan(0);
    await seller.context.close();
    await operator.context.close();
  });

  it('a buyer may open the programme page too (the rest of the seller dashboard stays closed)', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'buyer@demo.tradelink.test');
    await page.goto('/business/affiliate');
    expect(new URL(page.url()).pathname).toBe('/business/affiliate');
    await expect.poll(() => page.getByRole('form', { name: 'Apply to the Partner programme' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Buying leads' }).count()).toBe(0);
    await page.goto('/business/products');
    expect(new URL(page.url()).pathname).toBe('/user/overview');
    await context.close();
  });

  it('/join-campaign shows the campaign and keeps its parameters on the sign-up buttons', async () => {
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const response = await page.goto('/join-campaign?referral=PARTNER42&utm_campaign=Spring%20fair&utm_medium=newsletter');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Join Tradelink | Tradelink');
    await expect.poll(() => page.getByText('Campaign: Spring fair').count()).toBe(1);
    await screenshot(page, 'join-campaign');
    expect(await marketingCookies(context)).toMatchObject({ tl_referral: 'PARTNER42', tl_utm_campaign: 'Spring fair', tl_utm_medium: 'newsletter' });

    for (const [name, type] of [['Join as buyer', 'Buyer'], ['Join as supplier', 'Seller']] as const) {
      const href = await page.getByRole('link', { name }).getAttribute('href');
      const url = new URL(href!, 'http://x');
      expect(url.pathname).toBe('/register');
      expect(Object.fromEntries(url.searchParams)).toEqual({ 'acc-type': type, referral: 'PARTNER42', utm_campaign: 'Spring fair', utm_medium: 'newsletter' });
    }
    const partner = new URL((await page.getByRole('link', { name: 'Apply to the Partner programme' }).getAttribute('href'))!, 'http://x');
    expect(partner.pathname).toBe('/login');

    // Markup in the campaign name is not shown (nor run): only plain names are.
    await page.goto('/join-campaign?utm_campaign=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect.poll(() => page.getByRole('heading', { name: 'Source and sell with Tradelink' }).count()).toBe(1);
    expect(await page.getByText(/^Campaign:/).count()).toBe(0);

    await page.getByRole('link', { name: 'Join as supplier' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });
});
