import type { Browser, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { DEMO_PASSWORD, launchBrowser, linkIn, logIn, mailsTo, newPage, screenshot } from './fixtures.ts';

const PASSWORD = DEMO_PASSWORD;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function fillRfqBasics(page: Page, product: string) {
  await page.getByRole('textbox', { name: 'Product name' }).fill(product);
  const category = page.getByRole('combobox', { name: 'Category' });
  await category.click();
  await category.fill('steel');
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('750');
  await page.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Destination country' }).fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
}

describe('a guest', () => {
  it('posts a quick RFQ first, then registers, and finds the request in the new account', async () => {
    const { context, page } = await newPage(browser);
    const email = `quick.buyer.${Date.now()}@hanse-kitchens.de`;
    await page.goto('/quick-rfq');
    await page.waitForLoadState('networkidle');
    // Nothing filled: the form names what is missing, on the client.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBeGreaterThan(0);
    await fillRfqBasics(page, 'Brushed steel bar stools');
    await page.getByRole('button', { name: 'Continue' }).click();

    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByLabel('First name').fill('Jonas');
    await dialog.getByRole('combobox', { name: 'Country / region' }).fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await dialog.getByLabel('Work email').fill(email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Hanse-Kitchen-2026');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Hanse-Kitchen-2026');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).count()).toBe(1);

    // The request was saved with the account: its confirmation mail is there, and so is the request.
    await expect.poll(() => mailsTo(email).some((m) => m.includes('Brushed steel bar stools'))).toBe(true);
    // The two mails leave the outbox one after the other: wait for the activation one as well.
    const isActivation = (m: string) => /activate-account-buyer/.test(m.replace(/=\r?\n/g, ''));
    await expect.poll(() => mailsTo(email).some(isActivation)).toBe(true);
    const activation = mailsTo(email).find(isActivation)!;
    const link = new URL(linkIn(activation));
    await page.goto(link.pathname + link.search);
    await expect.poll(() => page.getByText(`Your account ${email} is active`).count()).toBe(1);
    const cookie = await apiLogin(email, 'Hanse-Kitchen-2026');
    const mine = await apiCall<{ data: Array<{ product_name: string; status: number }> }>(cookie, 'rfq.list_mine', {}, 'GET');
    expect(mine.data).toEqual([expect.objectContaining({ product_name: 'Brushed steel bar stools', status: 0 })]);
    await context.close();
  });
});

describe('a buyer', () => {
  it('posts an RFQ with an attachment and sees it pending', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, 'buyer@demo.tradelink.test');
    await page.goto('/user/request-quotation');
    await page.waitForLoadState('networkidle');
    await fillRfqBasics(page, 'Steel wire shelving units');
    await page.getByRole('textbox', { name: 'Details' }).fill('Chrome finish, 5 tiers, 180 cm high. Carton per unit.');
    await page.getByRole('textbox', { name: 'Target unit price' }).fill('21.40');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await page.locator('input[type=file]').setInputFiles({ name: 'shelving-drawing.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => page.getByRole('link', { name: 'shelving-drawing.pdf' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Post request' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Your request is posted' }).count()).toBe(1);
    await page.waitForURL(/\/user\/request-quotation\/detail\/\d+/);
    await screenshot(page, 'rfq-posted');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByText('Pending review').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('link', { name: 'shelving-drawing.pdf' }).count()).toBe(1);
    await context.close();
  });

  it('receives two quotations, compares them, prefers one, declines the other and exports a PDF', async () => {
    const buyer = await apiLogin('buyer@demo.tradelink.test', PASSWORD);
    const live = await apiCall<{ data: Array<{ id: number; quantity: string; uom: string }> }>(buyer, 'rfq.list_mine', { status: 'approved' }, 'GET');
    const rfq = live.data[0]!;
    const valid = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const offers: Array<[string, string, number]> = [
      ['seller@demo.tradelink.test', '18.90', 30],
      ['both@demo.tradelink.test', '17.25', 45],
    ];
    const names: string[] = [];
    for (const [email, price, lead] of offers) {
      const seller = await apiLogin(email, PASSWORD);
      const q = await apiCall<{ supplier: { company_name: string } }>(seller, 'quotation.send', {
        rfq_id: rfq.id, unit_price: price, currency: 'USD', quantity: rfq.quantity, uom: rfq.uom, incoterm: 'FOB', payment_terms: 'T/T', lead_time_days: lead, valid_until: valid,
        message: 'Factory price, 30% deposit.',
      }).catch((error: Error) => {
        // A rerun against the same data: the quotation exists already.
        if (!/QUOTATION_EXISTS/.test(error.message)) throw error;
        return null;
      });
      if (q) names.push(q.supplier.company_name);
    }

    const { context, page } = await newPage(browser);
    await logIn(page, 'buyer@demo.tradelink.test');
    await page.goto(`/user/received-quotation/${rfq.id}?sort=unit_price`);
    await page.waitForLoadState('networkidle');
    const rows = page.getByRole('table', { name: 'Compare quotations' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(3);
    // Cheapest first: the 17.25 offer.
    await expect.poll(async () => (await rows.nth(1).innerText()).includes('17.25')).toBe(true);
    await screenshot(page, 'compare-quotations');

    const [cheaper, dearer] = [names[1]!, names[0]!];
    await page.getByRole('button', { name: `Prefer the quotation of ${cheaper}` }).click();
    await expect.poll(() => page.getByRole('button', { name: `Undo the decision on the quotation of ${cheaper}` }).count()).toBe(1);
    await page.getByRole('button', { name: `Decline the quotation of ${dearer}` }).click();
    await page.getByRole('button', { name: 'Decline quotation' }).click();
    await expect.poll(() => page.getByText('This field is required.').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Reason' }).fill('Lead time too long for our season');
    await page.getByRole('button', { name: 'Decline quotation' }).click();
    await expect.poll(() => page.getByText('Declined').count()).toBeGreaterThan(0);

    // The supplier sees the decision and the reason.
    const seller = await apiLogin('seller@demo.tradelink.test', PASSWORD);
    const qs = await apiCall<Array<{ id: number; supplier: { company_name: string }; status: string }>>(buyer, 'rfq.list_quotations', { rfq_id: rfq.id }, 'GET');
    const declined = qs.find((q) => q.supplier.company_name === dearer)!;
    const seen = await apiCall<{ status: string; decline_reason: string }>(seller, 'customer.get_quotation_details', { quotation_id: declined.id }, 'GET');
    expect(seen).toMatchObject({ status: 'declined', decline_reason: 'Lead time too long for our season' });

    // Export the preferred one: a real PDF holding the supplier's name.
    const preferred = qs.find((q) => q.supplier.company_name === cheaper)!;
    await page.goto(`/my-quotations/${preferred.id}`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('link', { name: 'Download PDF' }).count()).toBe(1);
    const response = await page.request.get(`/export-pdf/${preferred.id}`);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const document = await getDocument({ data: new Uint8Array(await response.body()), useSystemFonts: false, isEvalSupported: false }).promise;
    const text = (await (await document.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(text).toContain(cheaper);
    await context.close();
  });
});
