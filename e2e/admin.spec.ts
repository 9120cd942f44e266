import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, apiUploadImage } from './api-client.ts';
import { DEMO_PASSWORD, launchBrowser, logIn, mailsTo, newPage, screenshot } from './fixtures.ts';

const PASSWORD = DEMO_PASSWORD;
const SELLER = 'seller@demo.tradelink.test';
const BUYER = 'buyer@demo.tradelink.test';
const OPERATOR = 'operator@demo.tradelink.test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A product and an RFQ waiting for review, posted through the API by the demo seller and buyer. */
async function pendingPosts(stamp: number) {
  const seller = await apiLogin(SELLER, PASSWORD);
  const own = await apiCall<{ data: Array<{ category_id: number }> }>(seller, 'product.list_mine', {}, 'GET');
  const image = await apiUploadImage(seller, await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8a6f4e' } }).png().toBuffer());
  const productName = `Bamboo cutlery set ${stamp}`;
  const product = await apiCall<{ id: number; status: number }>(seller, 'product.quick_create', {
    name: productName,
    category_id: own.data[0]!.category_id,
    images: [image],
  });
  expect(product.status).toBe(0);

  const buyer = await apiLogin(BUYER, PASSWORD);
  const [unit] = await apiCall<Array<{ value: string }>>(buyer, 'get_uom', {}, 'GET');
  const rfqName = `Hemp tote bags ${stamp}`;
  const rfq = await apiCall<{ id: number; status: number }>(buyer, 'rfq.create', {
    product_name: rfqName,
    category_id: own.data[0]!.category_id,
    description: 'Natural hemp, 38 x 42 cm, printed logo on one side. Export carton packing.',
    quantity: '3000',
    uom: unit!.value,
    currency: 'USD',
    incoterm: 'FOB',
    payment_method: 'T/T',
    frequency: 'monthly',
    destination_country: 'DE',
    expiry_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  expect(rfq.status).toBe(0);
  return { productName, productId: product.id, rfqName, rfqId: rfq.id };
}

describe('the operators’ console', () => {
  it('is refused to a buyer', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, BUYER);
    const res = await page.goto('/admin/moderation');
    expect(res?.status()).toBe(403);
    await expect.poll(() => page.getByRole('heading', { name: 'You do not have access to this page' }).count()).toBe(1);
    await context.close();
  });

  it('lets an operator approve a pending product and reject an RFQ with a reason; the supplier and the buyer see the outcome', async () => {
    const stamp = Date.now();
    const posts = await pendingPosts(stamp);

    const operator = await newPage(browser);
    await logIn(operator.page, OPERATOR);
    const op = operator.page;

    // The dashboard counts both queues.
    await op.goto('/admin');
    await expect.poll(() => op.getByText('Products to review').count()).toBe(1);

    await op.goto(`/admin/moderation?kind=product`);
    await op.waitForLoadState('networkidle');
    await op.getByRole('textbox', { name: 'Search titles' }).fill(posts.productName);
    const approve = op.getByRole('button', { name: `Approve “${posts.productName}”` });
    await expect.poll(() => approve.count()).toBe(1);
    await approve.click();
    await expect.poll(() => op.getByText('1 post approved.').count()).toBeGreaterThan(0);
    await expect.poll(() => approve.count()).toBe(0);

    await op.goto(`/admin/moderation?kind=rfq`);
    await op.waitForLoadState('networkidle');
    await op.getByRole('textbox', { name: 'Search titles' }).fill(posts.rfqName);
    const reject = op.getByRole('button', { name: `Reject “${posts.rfqName}”` });
    await expect.poll(() => reject.count()).toBe(1);
    await reject.click();
    const dialog = op.getByRole('dialog', { name: 'Reject 1 post' });
    await expect.poll(() => dialog.count()).toBe(1);
    // A reason is required before anything is sent.
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => dialog.count()).toBe(1);
    const reason = 'Please add the fabric weight (g/m²) and the print colours.';
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await screenshot(op, 'admin-reject-rfq');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => op.getByText('1 post rejected.').count()).toBeGreaterThan(0);

    // Both decisions are in the audit log, by this operator.
    await op.goto(`/admin/audit-log?target_id=${posts.rfqId}`);
    await expect.poll(() => op.getByText(OPERATOR).count()).toBeGreaterThan(0);
    await operator.context.close();

    // The supplier: the product is approved on its list and public.
    const seller = await newPage(browser);
    await logIn(seller.page, SELLER);
    await seller.page.goto('/business/products?status=approved');
    await expect.poll(() => seller.page.getByRole('article').filter({ hasText: posts.productName }).getByText('Approved').count()).toBe(1);
    const live = await seller.page.goto(`/product/${posts.productId}`);
    expect(live?.status()).toBe(200);
    await seller.context.close();

    // The buyer: the request is rejected, with the operator's reason, on the list and by e-mail.
    const buyer = await newPage(browser);
    await logIn(buyer.page, BUYER);
    await buyer.page.goto('/user/buying-requests?status=rejected');
    const row = buyer.page.getByRole('article').filter({ hasText: posts.rfqName });
    await expect.poll(() => row.getByText(reason).count()).toBe(1);
    await screenshot(buyer.page, 'admin-buyer-sees-rejection');
    // Any of the buyer's mails: an offline digest about other tests' quotations may be the newest one.
    const mentions = () => mailsTo(BUYER).some((mail) => mail.replace(/=\r?\n/g, '').includes(posts.rfqName));
    await expect.poll(mentions, { timeout: 10_000 }).toBe(true);
    await buyer.context.close();
  });
});
