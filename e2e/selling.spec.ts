import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { launchBrowser, newPage, screenshot } from './fixtures.ts';

const PASSWORD = 'TradelinkDemo!2026';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const photo = (colour: string) => sharp({ create: { width: 480, height: 360, channels: 3, background: colour } }).png().toBuffer();

describe('a seller', () => {
  it('posts a product through the quick flow, sees it pending, and finds it public once a moderator approves it', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'seller@demo.tradelink.test');
    const name = `Rattan storage basket ${Date.now()}`;
    await page.goto('/quick-product-posting/create');
    await page.waitForLoadState('networkidle');
    // Nothing filled: the form names what is missing, before anything is sent.
    await page.getByRole('button', { name: 'Post product' }).click();
    await expect.poll(() => page.getByText('Add at least one image.').count()).toBe(1);

    await page.getByRole('textbox', { name: 'Product name' }).fill(name);
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.click();
    await category.fill('basket');
    await page.getByRole('option').first().click();
    await page.locator('input[type=file]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await photo('#b5835a') },
      { name: 'side.png', mimeType: 'image/png', buffer: await photo('#6b8e23') },
    ]);
    await expect.poll(() => page.getByRole('img', { name: /^Photo \d$/ }).count()).toBe(2);
    // The second photo becomes the cover.
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await page.getByRole('textbox', { name: 'Price from' }).fill('4.50');
    await page.getByRole('textbox', { name: 'Price to' }).fill('3');
    await page.getByRole('button', { name: 'Post product' }).click();
    await expect.poll(() => page.getByText('The maximum price must not be below the minimum price.').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Price to' }).fill('6.80');
    await page.getByRole('button', { name: 'Post product' }).click();

    const dialog = page.getByRole('dialog', { name: 'Product posted' });
    await expect.poll(() => dialog.count()).toBe(1);
    await screenshot(page, 'quick-product-posted');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('heading', { name: 'Your product is posted' }).count()).toBe(1);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    await page.goto('/business/products?status=pending');
    await page.waitForLoadState('networkidle');
    const row = page.getByRole('article').filter({ hasText: name });
    await expect.poll(() => row.getByText('Pending review').count()).toBe(1);

    // Not public while pending.
    const guest = await newPage(browser);
    const pending = await guest.page.goto(`/product/${id}`);
    expect(pending?.status()).toBe(404);

    const operator = await apiLogin('operator@demo.tradelink.test', PASSWORD);
    await apiCall(operator, 'moderation.review_post', { kind: 'product', id, decision: 'approve' });

    const live = await guest.page.goto(`/product/${id}`);
    expect(live?.status()).toBe(200);
    await expect.poll(() => guest.page.getByRole('heading', { name }).count()).toBe(1);
    await page.reload();
    await page.goto('/business/products?status=approved');
    await expect.poll(() => page.getByRole('article').filter({ hasText: name }).getByText('Approved').count()).toBe(1);
    await guest.context.close();
    await context.close();
  });
});
