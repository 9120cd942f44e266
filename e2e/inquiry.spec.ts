import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage, screenshot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// The demo seller's company always has products; the demo buyer is someone else.
const DEMO_SELLER = '/supplier/SUP100000';
const OTHER_SUPPLIER = '/supplier/SUP100002';

/** The first product listed on a supplier's page: its path and name. */
async function firstProductOf(page: Page, supplierPath: string) {
  await page.goto(supplierPath);
  const link = page.getByRole('article').first().getByRole('link').first();
  await expect.poll(() => link.count()).toBe(1);
  return { path: (await link.getAttribute('href'))!, name: (await link.textContent())!.trim() };
}

describe('inquiries', () => {
  it('lets the demo buyer send an inquiry about a product and find it among the sent inquiries', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'buyer@demo.tradelink.test');
    const product = await firstProductOf(page, DEMO_SELLER);
    await page.goto(product.path);
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Send inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: /^Send an inquiry to / });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByRole('textbox', { name: 'Product' }).inputValue()).toBe(product.name);

    // Too short: the form says so in words, and nothing is sent.
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Price please?');
    await dialog.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => dialog.getByText('Tell the supplier a bit more: at least 20 characters.').count()).toBe(1);

    await dialog.getByRole('textbox', { name: 'Quantity (optional)' }).fill('500');
    await dialog.getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'Piece', exact: true }).click();
    const message = 'Hello, we import kitchenware for 40 shops. Please quote 500 pieces with delivery to Hamburg.';
    await dialog.getByRole('textbox', { name: 'Message' }).fill(message);
    await dialog.getByRole('button', { name: 'Send inquiry' }).click();

    const done = page.getByRole('dialog', { name: 'Inquiry sent' });
    await expect.poll(() => done.count()).toBe(1);
    await expect.poll(() => done.getByText(/has received your inquiry/).count()).toBe(1);
    await screenshot(page, 'inquiry-sent');
    expect(await done.getByRole('link', { name: 'View my inquiry' }).getAttribute('href')).toMatch(/^\/user\/inquiries\/\d+$/);

    await page.goto('/user/inquiries');
    await page.waitForLoadState('networkidle');
    const sent = page.getByRole('list', { name: 'Sent by me' });
    const item = sent.getByRole('listitem').filter({ hasText: product.name }).first();
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain('No reply yet');
    await item.getByRole('link', { name: product.name }).click();
    await page.waitForURL(/\/user\/inquiries\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: product.name }).count()).toBe(1);
    await expect.poll(() => page.getByText(message).count()).toBe(1);
    await expect.poll(() => page.getByText('Quantity: 500 Piece').count()).toBe(1);
    await screenshot(page, 'inquiry-thread');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'inquiry-thread-phone');
    await context.close();
  });

  it('asks guests to log in first and tells seller-only accounts why they cannot send', async () => {
    const guest = await newPage(browser);
    await guest.page.goto(OTHER_SUPPLIER);
    await guest.page.waitForLoadState('networkidle');
    await guest.page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => guest.page.getByRole('dialog', { name: 'Log in to continue' }).count()).toBe(1);
    await guest.context.close();

    const seller = await newPage(browser);
    await logIn(seller.page, 'seller@demo.tradelink.test');
    await seller.page.goto(OTHER_SUPPLIER);
    await seller.page.waitForLoadState('networkidle');
    await seller.page.getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => seller.page.getByRole('status').filter({ hasText: 'Inquiries are sent from a buyer account.' }).count()).toBe(1);
    // Not on its own company's page.
    await seller.page.goto(DEMO_SELLER);
    await seller.page.waitForLoadState('networkidle');
    expect(await seller.page.getByRole('button', { name: 'Send inquiry' }).count()).toBe(0);
    await seller.context.close();
  });

  it('shows the demo buyer suppliers suggested for its requests, each with its reasons', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'buyer@demo.tradelink.test');
    await page.goto('/user/suggest-suppliers');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Suggested suppliers' }).count()).toBe(1);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const reasons = cards.first().getByRole('list', { name: 'Why this supplier' }).getByRole('listitem');
    expect(await reasons.count()).toBeGreaterThan(0);
    expect(await reasons.first().textContent()).toMatch(/Matches your request for |Supplies the category of your request for |Fits your sourcing interests|Based in your country/);
    await screenshot(page, 'suggest-suppliers');

    // One click opens the inquiry form for that supplier.
    const company = (await cards.first().getByRole('link').first().textContent())!.trim();
    await cards.first().getByRole('button', { name: `Send inquiry to ${company}` }).click();
    await expect.poll(() => page.getByRole('dialog', { name: `Send an inquiry to ${company}` }).count()).toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    await screenshot(page, 'suggest-suppliers-phone');
    await context.close();
  });
});
