import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionCents } from '@tradelink/shared/affiliate/terms';
import { formatMoney } from '@tradelink/shared/membership/money';
import { apiCall, apiLogin } from './api-client.ts';
import { DEMO_PASSWORD, baseUrl, launchBrowser, linkIn, logIn, newPage, readMail, screenshot, screenshotsDir, visitorAddress } from './fixtures.ts';
import { newAccount } from './new-account.ts';

// The partner programme's money flow in the browser (issue 23): a partner creates a campaign link,
// a new visitor follows it, signs up and pays for a plan in the sandbox, and the partner sees the
// sign-up and a pending commission of exactly the programme's rate on the dashboard.

const OPERATOR = 'operator@demo.tradelink.test';
const DEMO_PARTNER = 'partner@demo.tradelink.test';
const PASSWORD = 'Partner-money-2026!';
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A new seller made a Partner: applies through the API, an operator approves. */
async function newPartner(page: Parameters<typeof newAccount>[0]) {
  const account = await newAccount(page, { type: 'Seller', emailPrefix: 'partner.money', domain: 'delta-media.example.com', password: PASSWORD, firstName: 'Hoa', lastName: 'Pham', company: 'Delta Media' });
  const applicant = `Delta Media ${Date.now()}`;
  await apiCall(account.cookie, 'affiliate.apply', {
    applicant_name: applicant,
    website_url: 'https://delta-media.example.com',
    audience: 'Seafood and rice exporters of the Mekong delta: 5,000 newsletter readers.',
    promotion_plan: 'A monthly newsletter and a stand at the Can Tho trade fair.',
  });
  const operator = await apiLogin(OPERATOR, DEMO_PASSWORD);
  const queue = await apiCall<{ data: Array<{ id: string }> }>(operator, 'admin.affiliate_applications', { status: 'pending', keyword: applicant }, 'GET');
  await apiCall(operator, 'admin.affiliate_decide', { id: queue.data[0]!.id, decision: 'approve' });
  return account;
}

describe('the partner programme, money', () => {
  it('a campaign link brings a sign-up and a paid plan; the partner sees the pending commission of exactly the rate', async () => {
    const partner = await newPage(browser);
    await partner.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const account = await newPartner(partner.page);
    await logIn(partner.page, account.email, PASSWORD);
    await partner.page.goto('/business/affiliate');
    await expect.poll(() => partner.page.getByRole('heading', { name: 'Partner area' }).count()).toBe(1);
    // A new partner is told what to do.
    await expect.poll(() => partner.page.getByText('No referred accounts yet.', { exact: false }).count()).toBe(1);
    await expect.poll(() => partner.page.getByText('No commissions yet.', { exact: false }).count()).toBe(1);
    expect(await partner.page.getByRole('button', { name: 'Request payout' }).isDisabled()).toBe(true);

    await partner.page.getByRole('button', { name: 'New campaign link' }).click();
    const form = partner.page.getByRole('form', { name: 'New campaign link' });
    await form.getByRole('textbox', { name: /^Page it opens/ }).fill('/admin/users');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Spring newsletter');
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect.poll(() => form.getByText('Enter a public page of this site starting with /, like /membership-pricing.').count()).toBe(1);
    await form.getByRole('textbox', { name: /^Page it opens/ }).fill('/membership-pricing');
    await form.getByRole('textbox', { name: 'utm_source' }).fill('newsletter');
    await form.getByRole('textbox', { name: 'utm_campaign' }).fill('spring');
    await form.getByRole('button', { name: 'Create link' }).click();
    const card = partner.page.getByRole('article', { name: 'Spring newsletter' });
    await expect.poll(() => card.count()).toBe(1);
    const shared = new URL((await card.getByTestId('share-url').textContent())!);
    expect(shared.pathname).toBe('/membership-pricing');
    expect(shared.searchParams.get('utm_source')).toBe('newsletter');
    expect(shared.searchParams.get('utm_campaign')).toBe('spring');
    const code = shared.searchParams.get('referral');
    expect(code).toMatch(/^\w+$/);
    await card.getByRole('button', { name: 'Copy the link Spring newsletter' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await partner.page.evaluate(() => navigator.clipboard.readText())).toBe(shared.toString());
    await card.getByRole('button', { name: 'QR code' }).click();
    const qr = partner.page.getByRole('dialog', { name: 'QR code: Spring newsletter' });
    await expect.poll(() => qr.getByRole('img', { name: `QR code for ${shared.toString()}` }).count()).toBe(1);
    await qr.getByRole('button', { name: 'Close' }).last().click();

    // A new visitor follows the link in a fresh browser, signs up as a supplier and pays for Advance.
    // A desktop browser's user agent: the headless one is a bot, whose clicks are not counted.
    const visitorContext = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', userAgent: DESKTOP_CHROME, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
    const visitor = { context: visitorContext, page: await visitorContext.newPage() };
    await visitor.page.goto(shared.pathname + shared.search);
    await visitor.page.waitForLoadState('networkidle');
    const email = `referred.${Date.now()}@can-tho-seafood.example.com`;
    const company = `Can Tho Seafood ${Date.now()}`;
    await visitor.page.goto('/register?acc-type=Seller');
    await visitor.page.waitForLoadState('networkidle');
    await visitor.page.getByRole('textbox', { name: 'First name', exact: true }).fill('Quang');
    await visitor.page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Le');
    const companyBox = visitor.page.getByRole('textbox', { name: /^Company name/ });
    const hasCompany = (await companyBox.count()) > 0;
    if (hasCompany) await companyBox.fill(company);
    await visitor.page.getByRole('combobox', { name: 'Country / region' }).click();
    await visitor.page.getByRole('option').first().click();
    await visitor.page.getByRole('textbox', { name: 'Work email' }).fill(email);
    await visitor.page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await visitor.page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await visitor.page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => visitor.page.getByRole('heading', { name: 'Check your email' }).count()).toBe(1);
    const activation = new URL(linkIn(await readMail(email)));
    await visitor.page.goto(activation.pathname + activation.search);
    await expect.poll(() => visitor.page.getByText(`Your account ${email} is active`).count()).toBe(1);
    const visitorCookie = await apiLogin(email, PASSWORD);
    await apiCall(visitorCookie, 'customer.set_onboard_stage', { stage: 'DONE' });
    await logIn(visitor.page, email, PASSWORD);
    await visitor.page.goto('/supplier-premium-payment/starter-6m');
    await visitor.page.waitForLoadState('networkidle');
    await visitor.page.getByRole('button', { name: 'Continue' }).click();
    const cardForm = visitor.page.getByRole('form', { name: 'Card details' });
    await expect.poll(() => cardForm.count()).toBe(1);
    await cardForm.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cardForm.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await cardForm.getByLabel('Security code (CVC)').fill('123');
    await cardForm.getByLabel('Name on card').fill('Quang Le');
    await cardForm.getByRole('button', { name: /^Pay / }).click();
    await visitor.page.waitForURL(/\/thank-you\?/, { timeout: 30_000 });
    const payments = await apiCall<{ data: Array<{ status: string; amount_cents: number; currency: string }> }>(visitorCookie, 'membership.payments', { side: 'supplier' }, 'GET');
    const paid = payments.data.find((p) => p.status === 'paid')!;
    expect(paid).toBeDefined();
    await visitor.context.close();

    // The partner sees the sign-up and the pending commission: exactly the rate of the payment.
    const terms = await apiCall<{ rate_bp: number }>(account.cookie, 'affiliate.terms', {}, 'GET');
    const expected = formatMoney(commissionCents(paid.amount_cents, terms.rate_bp), 'en', paid.currency);
    const page = partner.page;
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByTestId('figure-clicks').textContent()).toMatch(/[1-9]/);
    await expect.poll(() => page.getByTestId('figure-signups').textContent()).toContain('1');
    await expect.poll(() => page.getByTestId('figure-conversions').textContent()).toContain('1');
    await expect.poll(() => page.getByTestId('figure-commission').textContent()).toContain(expected);
    await expect.poll(() => page.getByTestId('balance-pending').textContent()).toContain(expected);
    const referrals = page.getByTestId('referrals');
    await expect.poll(() => referrals.getByRole('row').count()).toBe(2);
    const commissions = page.getByTestId('commissions');
    const row = commissions.getByRole('row').nth(1);
    await expect.poll(() => row.textContent()).toContain(expected);
    expect(await row.textContent()).toContain('Pending');
    expect(await row.textContent()).toContain(formatMoney(paid.amount_cents, 'en', paid.currency));
    if (hasCompany) expect(await referrals.textContent()).toContain(company);
    // Per link: the campaign link brought it.
    const perLink = page.getByRole('table', { name: 'Figures per link' });
    expect(await perLink.getByRole('row').filter({ hasText: 'Spring newsletter' }).textContent()).toContain(expected);
    // Below the threshold: no payout yet.
    expect(await page.getByRole('button', { name: 'Request payout' }).isDisabled()).toBe(true);
    await screenshot(page, 'affiliate-dashboard');
    await partner.context.close();
  });

  it('the demo partner requests a payout; an operator marks it paid with a reference, and the partner sees it paid', async () => {
    const partner = await newPage(browser);
    await logIn(partner.page, DEMO_PARTNER);
    await partner.page.goto('/business/affiliate');
    const request = partner.page.getByRole('button', { name: 'Request payout' });
    await expect.poll(() => request.count()).toBe(1);
    await expect.poll(() => request.isEnabled()).toBe(true);
    await expect.poll(() => partner.page.getByRole('table', { name: 'Payout history' }).getByText('VCB-DEMO-000118').count()).toBe(1);
    const approved = (await partner.page.getByTestId('balance-approved').textContent())!.replace('Approved', '');
    await request.click();
    const form = partner.page.getByRole('form', { name: `Request a payout of ${approved}` });
    await expect.poll(() => form.count()).toBe(1);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => form.getByText('Tell us where to send the money.').count()).toBe(1);
    await form.getByRole('textbox', { name: /^Payment details/ }).fill('Vietcombank 0071000123456, Pham Thi Lan');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => partner.page.getByText('Your payout request is being processed.').count()).toBe(1);
    expect(await request.isDisabled()).toBe(true);
    await expect.poll(() => partner.page.getByTestId('balance-inPayout').textContent()).toContain(approved);

    const operator = await newPage(browser);
    await logIn(operator.page, OPERATOR);
    await operator.page.goto('/admin/affiliate-payouts');
    // The terms form starts from the terms in force (20% for 12 months by default).
    await expect.poll(() => operator.page.getByRole('textbox', { name: /^Commission rate/ }).inputValue()).toBe('20');
    await expect.poll(() => operator.page.getByRole('textbox', { name: /^Duration/ }).inputValue()).toBe('12');
    const card = operator.page.getByRole('article').filter({ hasText: DEMO_PARTNER }).filter({ hasText: approved });
    await expect.poll(() => card.count()).toBe(1);
    await screenshot(operator.page, 'affiliate-payouts-queue');
    await card.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = operator.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect.poll(() => dialog.getByText('Enter the payment reference.').count()).toBe(1);
    await dialog.getByRole('textbox', { name: /^Payment reference/ }).fill('VCB-E2E-2026-0042');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect.poll(() => operator.page.getByText(/marked paid\.$/).count()).toBe(1);
    await expect.poll(() => card.count()).toBe(0);
    await operator.page.goto('/admin/affiliate-payouts?state=paid');
    await expect.poll(() => operator.page.getByText('VCB-E2E-2026-0042', { exact: false }).count()).toBe(1);
    await operator.context.close();

    await partner.page.reload();
    await partner.page.waitForLoadState('networkidle');
    await partner.page.screenshot({ path: path.join(screenshotsDir, 'affiliate-dashboard-full.png'), fullPage: true });
    const history = partner.page.getByRole('table', { name: 'Payout history' });
    await expect.poll(() => history.getByRole('row').filter({ hasText: 'VCB-E2E-2026-0042' }).textContent()).toContain('Paid');
    await partner.context.close();

    // The dashboard at 390 px, with the demo partner's figures.
    const phone = await newPage(browser, { width: 390, height: 844 });
    await logIn(phone.page, DEMO_PARTNER);
    await phone.page.goto('/business/affiliate');
    await expect.poll(() => phone.page.getByTestId('figure-commission').count()).toBe(1);
    await phone.page.waitForLoadState('networkidle');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(phone.page, 'affiliate-dashboard-390');
    await phone.page.screenshot({ path: path.join(screenshotsDir, 'affiliate-dashboard-390-full.png'), fullPage: true });
    await phone.page.getByRole('img', { name: 'Clicks, sign-ups and paid conversions per day' }).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'affiliate-dashboard-390-chart');
    await phone.page.getByRole('heading', { name: 'Commissions' }).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'affiliate-dashboard-390-commissions');
    // In Vietnamese and Chinese too.
    for (const [lang, heading, commissions] of [['vi', 'Khu vực đối tác', 'Hoa hồng'], ['zh', '合作伙伴专区', '佣金']] as const) {
      await phone.context.addCookies([{ name: 'lang', value: lang, url: baseUrl() }]);
      await phone.page.goto('/business/affiliate');
      await expect.poll(() => phone.page.getByRole('heading', { name: heading }).count()).toBe(1);
      await expect.poll(() => phone.page.getByRole('heading', { name: commissions, exact: true }).count()).toBe(1);
      await phone.page.waitForLoadState('networkidle');
      await screenshot(phone.page, `affiliate-dashboard-390-${lang}`);
    }
    await phone.context.close();
  });
});
