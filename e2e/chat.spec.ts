import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { launchBrowser, logIn, newPage, screenshot } from './fixtures.ts';
import { newAccount } from './new-account.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'Saigon-Coffee-Roast-2026';
const SELLER = 'seller@demo.tradelink.test';

/** A new buyer, activated and past onboarding. */
const newBuyer = (page: Page) =>
  newAccount(page, { type: 'Buyer', emailPrefix: 'chat.buyer', domain: 'saigon-roasters.com', password: PASSWORD, firstName: 'Quynh', lastName: 'Pham', company: 'Saigon Roasters' });

/** The badge count a dashboard tab shows (0 when it shows none). */
async function tabCount(page: Page, name: string) {
  const text = (await page.getByRole('link', { name: new RegExp(`^${name}`) }).first().textContent()) ?? '';
  return Number(/(\d+)\+?$/.exec(text.trim())?.[1] ?? 0);
}

describe('chat between a buyer and a supplier', () => {
  it('a first message arrives live, the supplier accepts, both write, unread badges move', async () => {
    const buyerSide = await newPage(browser);
    const supplierSide = await newPage(browser);
    const buyer = await newBuyer(buyerSide.page);
    const sellerCookie = await apiLogin(SELLER, 'TradelinkDemo!2026');
    const seller = await apiCall<{ supplier: { identity: string } }>(sellerCookie, 'customer.me', {}, 'GET');

    // The supplier waits on its messages page.
    await logIn(supplierSide.page, SELLER);
    await supplierSide.page.goto('/business/messages');
    await supplierSide.page.waitForLoadState('networkidle');
    // What the badge shows now (the demo seller has other unread conversations).
    const counts = await apiCall<{ count_unread_chats_supplier: number }>(sellerCookie, 'notification.count_noti_menu_bar', {}, 'GET');
    const before = counts.count_unread_chats_supplier;
    await expect.poll(() => tabCount(supplierSide.page, 'Messages')).toBe(before);

    // The buyer opens chat from the supplier's page and sends a first message.
    const b = buyerSide.page;
    await logIn(b, buyer.email, PASSWORD);
    await b.goto(`/supplier/${seller.supplier.identity}`);
    // The button works once the page has hydrated and the chat has loaded for the logged-in user.
    await b.waitForLoadState('networkidle');
    await b.getByRole('button', { name: 'Chat now' }).first().click();
    const composer = b.getByRole('textbox', { name: 'Message' });
    await composer.fill('   ');
    await expect.poll(() => b.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await composer.fill('Hello! Can you quote 2 containers of robusta for March?');
    await b.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => b.getByText('Can you quote 2 containers of robusta for March?').count()).toBeGreaterThan(0);
    await expect.poll(() => b.getByText(/Waiting for .* to accept/).count()).toBeGreaterThan(0);

    // The supplier sees it live: the conversation appears with an unread badge, without a reload.
    const s = supplierSide.page;
    await expect.poll(() => tabCount(s, 'Messages')).toBe(before + 1);
    const row = s.getByRole('button', { name: /Quynh Pham, 1 unread message/ });
    await expect.poll(() => row.count()).toBeGreaterThan(0);
    await row.first().click();
    await expect.poll(() => s.getByText('Can you quote 2 containers of robusta for March?').count()).toBeGreaterThan(0);
    await expect.poll(() => tabCount(s, 'Messages')).toBe(before);
    await s.getByRole('button', { name: 'Accept' }).click();
    await screenshot(s, 'chat-supplier-accepted');

    // The buyer sees the acceptance live and may write again.
    await expect.poll(() => b.getByText(/I have accepted your message/).count()).toBeGreaterThan(0);
    await expect.poll(() => b.getByText(/Waiting for .* to accept/).count()).toBe(0);
    // A text over the limit is kept whole (not cut at 4,000), counted and refused until shortened.
    const send = b.getByRole('button', { name: 'Send', exact: true });
    await composer.fill('x'.repeat(4001));
    expect(await composer.inputValue()).toHaveLength(4001);
    await expect.poll(() => b.getByText('1 character too many: a message can be at most 4,000 characters. Shorten it to send.').isVisible()).toBe(true);
    await expect.poll(() => b.getByText('4,001 / 4,000').count()).toBe(1);
    expect(await composer.getAttribute('aria-invalid')).toBe('true');
    expect(await send.isDisabled()).toBe(true);
    await composer.press('Enter');
    await screenshot(b, 'chat-too-long');
    await composer.press('Backspace');
    await expect.poll(() => send.isDisabled()).toBe(false);
    await expect.poll(() => b.getByText(/characters too many|character too many/).count()).toBe(0);
    await composer.fill('Great, 19.2 tons each, FOB Ho Chi Minh City.');
    await composer.press('Enter');
    await expect.poll(() => s.getByText('Great, 19.2 tons each, FOB Ho Chi Minh City.').count()).toBeGreaterThan(0);

    const supplierComposer = s.getByRole('textbox', { name: 'Message' });
    await supplierComposer.fill('Yes, see www.example.com/robusta for our grades.');
    await s.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => b.getByText(/see .*for our grades/).count()).toBeGreaterThan(0);
    // The link in the text is clickable, and safe.
    const link = b.getByRole('link', { name: 'www.example.com/robusta' });
    await expect.poll(() => link.getAttribute('rel')).toContain('noopener');
    await screenshot(b, 'chat-buyer-conversation');

    await buyerSide.context.close();
    await supplierSide.context.close();
  });
});
