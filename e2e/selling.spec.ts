import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { DEMO_PASSWORD, launchBrowser, logIn, newPage, screenshot } from './fixtures.ts';

const PASSWORD = DEMO_PASSWORD;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

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

  it('saves a quotation template, answers a buying lead with it, and unlocks a buyer contact for one unlock', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'seller@demo.tradelink.test');
    const templateName = `FOB Haiphong ${Date.now()}`;

    await page.goto('/business/quotation-template/new');
    await page.waitForLoadState('networkidle');
    await page.getByRole('textbox', { name: 'Template name' }).fill(templateName);
    await page.getByRole('textbox', { name: 'Unit price' }).fill('12.40');
    await page.getByRole('textbox', { name: 'Lead time (days)' }).fill('21');
    await page.getByRole('textbox', { name: 'Validity (days)' }).fill('45');
    await page.getByRole('textbox', { name: 'Message to the buyer' }).fill('Factory-direct price, BSCI audited, samples in 5 days.');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect.poll(() => page.getByText(`Template “${templateName}” was saved.`).count()).toBeGreaterThan(0);

    await page.goto('/business/buying-leads');
    await page.waitForLoadState('networkidle');
    const lead = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Send quotation' }) }).first();
    const leadTitle = (await lead.getByRole('link').first().textContent())!.trim();
    await lead.getByRole('button', { name: 'Send quotation' }).click();
    const form = page.getByRole('dialog', { name: 'Send a quotation' });
    await expect.poll(() => form.count()).toBe(1);
    await form.getByRole('button', { name: 'Apply a template' }).click();
    const picker = page.getByRole('dialog', { name: 'Apply a template' });
    await expect.poll(() => picker.count()).toBe(1);
    await picker.getByRole('button', { name: `Apply template ${templateName}` }).click();
    // Back in the quotation, with the template's terms filled in.
    await expect.poll(() => page.getByRole('dialog', { name: 'Send a quotation' }).getByRole('textbox', { name: 'Unit price' }).inputValue()).toBe('12.40');
    const filled = page.getByRole('dialog', { name: 'Send a quotation' });
    expect(await filled.getByRole('textbox', { name: 'Lead time (days)' }).inputValue()).toBe('21');
    await screenshot(page, 'quotation-from-template');
    await filled.getByRole('button', { name: 'Send quotation' }).click();
    await expect.poll(() => page.getByText(`Your quotation for ${leadTitle} was sent to the buyer.`).count()).toBeGreaterThan(0);
    const answered = page.getByRole('article').filter({ hasText: leadTitle }).first();
    await expect.poll(() => answered.getByRole('button', { name: 'Edit your quotation' }).count()).toBe(1);

    // Contact a buyer: one unlock is spent, and the details appear.
    const before = await contactQuota(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Contact buyer' }) }).first();
    await card.getByRole('button', { name: 'Contact buyer' }).click();
    const unlock = page.getByRole('dialog', { name: 'Contact buyer' });
    await expect.poll(() => unlock.getByText('1 contact unlock').count()).toBe(1);
    await unlock.getByRole('button', { name: 'Unlock contact' }).click();
    await expect.poll(() => unlock.getByRole('link', { name: /@/ }).count()).toBeGreaterThan(0);
    await screenshot(page, 'contact-unlocked');
    expect(await contactQuota(page)).toBe(before - 1);
    await page.goto('/business/contacts');
    await expect.poll(() => page.getByText(before - 1 === 1 ? '1 contact unlock left' : `${before - 1} contact unlocks left`).count()).toBeGreaterThan(0);
    await context.close();
  });
});

/** The supplier's contact unlocks left, as the account's balance says. */
async function contactQuota(page: Page): Promise<number> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'tl_sid')!;
  const me = await apiCall<{ balance: { contact_quota: number } }>(`tl_sid=${cookie.value}`, 'customer.me', {}, 'GET');
  return me.balance.contact_quota;
}
