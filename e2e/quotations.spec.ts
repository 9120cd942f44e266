import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@tradelink/shared/api/paths';
import { apiCall, apiLogin } from './api-client.ts';
import { baseUrl, DEMO_PASSWORD, launchBrowser, logIn, newPage, screenshot } from './fixtures.ts';

const BUYER = 'buyer@demo.tradelink.test';
const SELLER = 'seller@demo.tradelink.test';
const PHONE = 390;
let browser: Browser;
/** One approved RFQ of the demo buyer (500 metric tons, to Germany) with two quotations on it. */
let scene: { rfqId: number; product: string; offers: Array<{ id: number; company: string; price: string; lead: number }> };

beforeAll(async () => {
  browser = await launchBrowser();
  scene = await quotedRfq();
});
afterAll(() => browser.close());

async function quotedRfq(): Promise<typeof scene> {
  const buyer = await apiLogin(BUYER, DEMO_PASSWORD);
  const hits = await apiCall<Array<{ name: string; level: number }>>(buyer, 'search_product_category', { kw: 'steel' });
  const leaf = [...hits].sort((a, b) => b.level - a.level)[0]!;
  const product = `Galvanised steel coil ${Date.now()}`;
  const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const rfq = await apiCall<{ id: number }>(buyer, 'rfq.create', {
    product_name: product, category_id: Number(leaf.name), quantity: '500', uom: 'ton', currency: 'USD', incoterm: 'CIF', payment_method: 'L/C',
    destination_country: 'DE', expiry_date: expiry, attachment_ids: [],
  });
  const operator = await apiLogin('operator@demo.tradelink.test', DEMO_PASSWORD);
  await apiCall(operator, 'moderation.review_post', { kind: 'rfq', id: rfq.id, decision: 'approve' });
  const valid = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const offers = [];
  for (const [email, price, lead] of [[SELLER, '1890.00', 30], ['both@demo.tradelink.test', '1725.50', 45]] as const) {
    const seller = await apiLogin(email, DEMO_PASSWORD);
    const q = await apiCall<{ id: number; supplier: { company_name: string } }>(seller, 'quotation.send', {
      rfq_id: rfq.id, unit_price: price, currency: 'USD', quantity: '500', uom: 'ton', incoterm: 'CIF', payment_terms: 'L/C', lead_time_days: lead, valid_until: valid,
    });
    offers.push({ id: q.id, company: q.supplier.company_name, price, lead });
  }
  return { rfqId: rfq.id, product, offers };
}

/** Logs a page in without its (translated) login form: the session cookie of an API log-in. */
async function logInAs(page: Page, email: string) {
  const cookie = await apiLogin(email, DEMO_PASSWORD);
  const at = cookie.indexOf('=');
  await page.context().addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl() }]);
}

/** Whether the element lies inside the viewport's width: seen without scrolling sideways. */
async function inViewWidth(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  return Boolean(box && box.x >= 0 && box.x + box.width <= width);
}

const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Badges (Mantine's and the light kit's) whose label does not fit: cut to "IN PROGRE…". */
const cutBadges = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Badge-label, .mantine-Badge-root, [class*="badge"]')]
      .filter((e) => (e as HTMLElement).offsetParent !== null && e.scrollWidth > e.clientWidth + 1)
      .map((e) => e.textContent),
  );

describe('a buyer on a phone', () => {
  it('compares quotations as cards with every term, status and action in view, and prefers one', async () => {
    const { context, page } = await newPage(browser, { width: PHONE, height: 844 });
    await logIn(page, BUYER);
    await page.goto(`/user/received-quotation/${scene.rfqId}`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByText('2 quotations for 500 Metric Tons').count()).toBe(1);
    // No table to scroll sideways on a phone: a card per quotation.
    expect(await page.getByRole('table', { name: 'Compare quotations' }).count()).toBe(0);
    for (const offer of scene.offers) {
      const card = page.getByRole('article', { name: offer.company });
      await expect.poll(() => card.count()).toBe(1);
      for (const part of [
        card.getByText(`${offer.lead} days`),
        card.getByText('Received'),
        card.getByText('CIF · L/C'),
        card.getByRole('button', { name: `Prefer the quotation of ${offer.company}` }),
        card.getByRole('button', { name: `Decline the quotation of ${offer.company}` }),
        card.getByRole('button', { name: `Chat with supplier ${offer.company}` }),
      ]) {
        expect(await inViewWidth(part, PHONE), await part.textContent()).toBe(true);
      }
    }
    // Exact prices: offers differ by cents.
    await expect.poll(() => page.getByRole('article', { name: scene.offers[1]!.company }).getByText('$1,725.50').count()).toBe(1);
    expect(await pageScrollsSideways(page)).toBe(false);
    await screenshot(page, 'compare-quotations-phone');

    const cheaper = scene.offers[1]!.company;
    await page.getByRole('button', { name: `Prefer the quotation of ${cheaper}` }).click();
    const chosen = page.getByRole('article', { name: cheaper });
    await expect.poll(() => chosen.getByText('Preferred').count()).toBe(1);
    expect(await inViewWidth(chosen.getByRole('button', { name: `Undo the decision on the quotation of ${cheaper}` }), PHONE)).toBe(true);
    await page.getByRole('button', { name: `Undo the decision on the quotation of ${cheaper}` }).click();
    await expect.poll(() => chosen.getByText('Received').count()).toBe(1);
    await context.close();
  });

  it('reads the comparison in Vietnamese and Chinese, units named in the language, nothing cut or off-screen', async () => {
    for (const [locale, quantity, status] of [['vi-VN', '500 Tấn', 'Đã nhận'], ['zh-CN', '500 吨', '已收到']] as const) {
      const { context, page } = await newPage(browser, { locale, width: PHONE, height: 844 });
      await logInAs(page, BUYER);
      await page.goto(`/user/received-quotation/${scene.rfqId}`);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByText(quantity).count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByRole('article').filter({ hasText: status }).count()).toBe(2);
      expect(await pageScrollsSideways(page)).toBe(false);
      expect(await cutBadges(page)).toEqual([]);
      await screenshot(page, `compare-quotations-phone-${locale}`);
      await context.close();
    }
  });
});

describe('a quotation', () => {
  it('offers its buyer a chat with the supplier and its supplier a chat with the buyer', async () => {
    const [offer] = scene.offers;
    const buyerSide = await newPage(browser);
    await logIn(buyerSide.page, BUYER);
    await buyerSide.page.goto(`/my-quotations/${offer!.id}`);
    await buyerSide.page.waitForLoadState('networkidle');
    await expect.poll(() => buyerSide.page.getByText('500 Metric Tons').count()).toBeGreaterThan(0);
    await buyerSide.page.getByRole('button', { name: `Chat with supplier ${offer!.company}` }).click();
    await expect.poll(() => buyerSide.page.getByRole('textbox', { name: 'Message' }).count()).toBe(1);
    await screenshot(buyerSide.page, 'quotation-chat');
    await buyerSide.context.close();

    const sellerSide = await newPage(browser);
    await logIn(sellerSide.page, SELLER);
    await sellerSide.page.goto(`/quotations/${offer!.id}`);
    await sellerSide.page.waitForLoadState('networkidle');
    await expect.poll(() => sellerSide.page.getByRole('button', { name: 'Message buyer' }).count()).toBe(1);
    await sellerSide.context.close();
  });

  it('exports a CSV whose Destination is the RFQ’s country', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, BUYER);
    const response = await page.request.get(`/export-quotation/${scene.offers[0]!.id}`);
    expect(response.status()).toBe(200);
    const rows = new Map((await response.text()).replace(/^\uFEFF/, '').split('\r\n').map((line) => line.split(',') as [string, string]));
    expect(rows.get('Destination')).toBe('Germany');
    expect(rows.get('Unit')).toBe('Metric Tons');
    await context.close();
  });
});

describe('length limits', () => {
  it('the RFQ form counts characters and refuses an over-long title and details instead of cutting them', async () => {
    const { context, page } = await newPage(browser, { width: PHONE, height: 844 });
    await logIn(page, BUYER);
    await page.goto('/user/request-quotation');
    await page.waitForLoadState('networkidle');
    const title = `Stainless steel kitchen sink ${'x'.repeat(176)}`; // 205 characters
    const name = page.getByRole('textbox', { name: 'Product name' });
    await name.fill(title);
    expect((await name.inputValue()).length).toBe(205);
    await expect.poll(() => page.getByText('205 / 200 characters').count()).toBe(1);
    await expect.poll(() => page.getByText('5 characters over the limit of 200. Shorten it to continue.').count()).toBe(1);
    const details = page.getByRole('textbox', { name: 'Details' });
    await details.fill('d'.repeat(4001));
    await expect.poll(() => page.getByText('1 character over the limit of 4000. Shorten it to continue.').count()).toBe(1);
    await page.getByRole('button', { name: 'Post request' }).click();
    // Refused: still on the form, nothing cut, the messages stay.
    expect(new URL(page.url()).pathname).toBe('/user/request-quotation');
    expect((await name.inputValue()).length).toBe(205);
    expect((await details.inputValue()).length).toBe(4001);
    await screenshot(page, 'rfq-form-too-long');
    await name.fill(title.slice(0, 200));
    await expect.poll(() => page.getByText('200 / 200 characters').count()).toBe(1);
    await expect.poll(() => page.getByText(/over the limit of 200/).count()).toBe(0);
    await context.close();
  });

  it('the product form drops “Add at least one image” as soon as a photo starts uploading', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, SELLER);
    await page.goto('/quick-product-posting/create');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Post product' }).click();
    await expect.poll(() => page.getByText('Add at least one image.').count()).toBe(1);

    // Hold the upload until the test has looked at the form while it runs.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${callPath('media.upload_image')}*`, async (route) => {
      await held;
      await route.continue();
    });
    const png = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#6b8e23' } }).png().toBuffer();
    await page.locator('input[type=file]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByText('Uploading front.png…').count()).toBeGreaterThan(0);
    expect(await page.getByText('Add at least one image.').count()).toBe(0);
    release();
    await expect.poll(() => page.getByRole('img', { name: 'Photo 1' }).count()).toBe(1);
    expect(await page.getByText('Add at least one image.').count()).toBe(0);

    // Removing the only photo does not bring the message back before the next attempt to post.
    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    expect(await page.getByText('Add at least one image.').count()).toBe(0);
    await page.getByRole('button', { name: 'Post product' }).click();
    await expect.poll(() => page.getByText('Add at least one image.').count()).toBe(1);
    await context.close();
  });
});

describe('status badges', () => {
  it('show their whole translated label in narrow tables and on phones', async () => {
    for (const locale of ['en-US', 'vi-VN']) {
      const { context, page } = await newPage(browser, { locale, width: 768 });
      await logInAs(page, 'operator@demo.tradelink.test');
      await page.goto('/admin/support');
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByText(locale === 'en-US' ? 'In progress' : 'Đang xử lý').count()).toBeGreaterThan(0);
      for (const width of [768, 1024, PHONE]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => cutBadges(page)).toEqual([]);
      }
      await context.close();
    }
  });
});
