import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newPage } from './fixtures.ts';
import { newAccount } from './new-account.ts';

// Issue 24 / decision 019: a seller on a plan writes to a buyer from the buyer's page, the buyer
// finds it under "Supplier inquiries" with the badge, and a Free seller is sent to the plans.

const SHOTS = '/tmp/wt-outreach-shots';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(() => browser.close());

/** A page logged in through the API (labels differ by language, the session cookie does not). */
async function pageAs(email: string, options: { locale?: string; width?: number; height?: number } = {}, password = DEMO_PASSWORD) {
  const { context, page } = await newPage(browser, options);
  const cookie = await apiLogin(email, password);
  const [name, value] = cookie.split(';')[0]!.split('=');
  await context.addCookies([{ name: name!, value: value!, url: baseUrl() }]);
  return { context, page };
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

describe('supplier outreach', () => {
  it('lets the demo seller (on a plan) send an inquiry from a buyer page; the buyer sees the badge and the thread', async () => {
    const buyerCookie = await apiLogin('buyer@demo.tradelink.test', DEMO_PASSWORD);
    const buyer = await apiCall<{ buyer: { identity: string } }>(buyerCookie, 'customer.me', {}, 'GET');
    const before = (await apiCall<{ count_buyer_leads: number }>(buyerCookie, 'notification.count_noti_menu_bar', {}, 'GET')).count_buyer_leads;

    const seller = await pageAs('seller@demo.tradelink.test');
    await seller.page.goto(`/buyer/${buyer.buyer.identity}`);
    await seller.page.waitForLoadState('networkidle');
    await seller.page.getByRole('button', { name: /^Send inquiry to / }).click();
    const dialog = seller.page.getByRole('dialog', { name: /^Send an inquiry to / });
    await expect.poll(() => dialog.count()).toBe(1);
    const message = `We make canvas tote bags and can quote your next order — ref ${Date.now()}.`;
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
    await dialog.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => dialog.getByText(/^Your inquiry was sent to /).count()).toBe(1);
    await seller.context.close();

    const after = (await apiCall<{ count_buyer_leads: number }>(buyerCookie, 'notification.count_noti_menu_bar', {}, 'GET')).count_buyer_leads;
    expect(after).toBe(before + 1);

    const { context, page } = await pageAs('buyer@demo.tradelink.test');
    await page.goto('/user/supplier-inquiries');
    await page.waitForLoadState('networkidle');
    // The received tab's badge names its count ("2 unread") for screen readers and shows the number.
    const badge = page.getByRole('tab', { name: /^From suppliers/ }).locator(`[aria-label="${after} unread"]`);
    await expect.poll(() => badge.count()).toBe(1);
    expect(await badge.textContent()).toBe(String(after));
    await shoot(page, 'supplier-inquiries-en-1280');
    await page.getByRole('listitem').filter({ hasText: message }).getByRole('link').first().click();
    await page.waitForURL(/\/user\/supplier-inquiries\/\d+$/);
    await expect.poll(() => page.getByText(message).count()).toBeGreaterThan(0);
    await context.close();

    for (const [locale, lang] of [
      ['en-US', 'en'],
      ['vi-VN', 'vi'],
    ] as const) {
      for (const width of [1280, 390]) {
        if (lang === 'en' && width === 1280) continue;
        const shot = await pageAs('buyer@demo.tradelink.test', { locale, width, height: width === 390 ? 844 : 900 });
        await shot.page.goto('/user/supplier-inquiries');
        await shoot(shot.page, `supplier-inquiries-${lang}-${width}`);
        await shot.page.goto('/membership-pricing');
        await shoot(shot.page, `pricing-${lang}-${width}`);
        await shot.context.close();
      }
    }
    const pricing = await newPage(browser);
    await pricing.page.goto('/membership-pricing');
    await shoot(pricing.page, 'pricing-en-1280');
    await expect.poll(() => pricing.page.getByText('Connect with buyers: start conversations and send inquiries to buyers').count()).toBeGreaterThan(0);
    await pricing.context.close();
  });

  it('shows a Free seller the upgrade message instead of the form', async () => {
    const buyerCookie = await apiLogin('buyer@demo.tradelink.test', DEMO_PASSWORD);
    const buyer = await apiCall<{ buyer: { identity: string } }>(buyerCookie, 'customer.me', {}, 'GET');
    const { context, page } = await newPage(browser);
    const account = await newAccount(page, { type: 'Seller', emailPrefix: 'free.seller', domain: 'lotus-outreach.test', password: 'Free-Seller-2026!', firstName: 'Lan', lastName: 'Pham', company: 'Lotus Outreach' });
    const [name, value] = account.cookie.split(';')[0]!.split('=');
    await context.addCookies([{ name: name!, value: value!, url: baseUrl() }]);
    await page.goto(`/buyer/${buyer.buyer.identity}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^Send inquiry to / }).click();
    await expect.poll(() => page.getByText(/^Starting contact with buyers is part of the Advance and Superior plans/).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'See plans and upgrade' }).count()).toBe(1);
    await shoot(page, 'free-seller-upgrade-en-1280');

    // A chat is a first contact too: the plans open with the server's reason above them, and the
    // message stays unsent in the box.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Message buyer', exact: true }).first().click();
    const box = page.getByRole('textbox', { name: 'Message' });
    await expect.poll(() => box.count()).toBe(1);
    await box.fill('Hello, we make canvas tote bags.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const plans = page.getByRole('dialog', { name: 'Choose your membership plan' });
    await expect.poll(() => plans.getByTestId('pricing-reason').textContent()).toBe('This is part of the Advance and Superior plans and the free trial. Upgrade your membership to use it.');
    await shoot(page, 'free-seller-chat-refused-en-1280');
    await context.close();
  });
});
