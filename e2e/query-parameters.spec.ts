import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { baseUrl, DEMO_PASSWORD, launchBrowser, newPage } from './fixtures.ts';

// The query parameters of spec section 2 that pages read (docs/query-parameters.md).

const BUYER = 'buyer@demo.tradelink.test';
const SELLER = 'seller@demo.tradelink.test';
let browser: Browser;
/** An approved RFQ of the demo buyer with the demo seller's quotation on it. */
let scene: { rfqId: number; product: string; quotationId: number; company: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const buyer = await apiLogin(BUYER, DEMO_PASSWORD);
  const hits = await apiCall<Array<{ name: string; level: number }>>(buyer, 'search_product_category', { kw: 'coffee' });
  const leaf = [...hits].sort((a, b) => b.level - a.level)[0]!;
  const product = `Washed arabica ${Date.now()}`;
  const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const rfq = await apiCall<{ id: number }>(buyer, 'rfq.create', {
    product_name: product, category_id: Number(leaf.name), quantity: '40', uom: 'ton', currency: 'USD', destination_country: 'DE', expiry_date: expiry, attachment_ids: [],
  });
  const operator = await apiLogin('operator@demo.tradelink.test', DEMO_PASSWORD);
  await apiCall(operator, 'moderation.review_post', { kind: 'rfq', id: rfq.id, decision: 'approve' });
  const seller = await apiLogin(SELLER, DEMO_PASSWORD);
  const valid = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const q = await apiCall<{ id: number; supplier: { company_name: string } }>(seller, 'quotation.send', {
    rfq_id: rfq.id, unit_price: '3100.00', currency: 'USD', quantity: '40', uom: 'ton', lead_time_days: 21, valid_until: valid,
  });
  // A second quotation of the seller's, on another RFQ: the filter has something to leave out.
  const other = await apiCall<{ id: number }>(buyer, 'rfq.create', {
    product_name: `Second lot ${Date.now()}`, category_id: Number(leaf.name), quantity: '10', uom: 'ton', currency: 'USD', destination_country: 'DE', expiry_date: expiry, attachment_ids: [],
  });
  await apiCall(operator, 'moderation.review_post', { kind: 'rfq', id: other.id, decision: 'approve' });
  await apiCall(seller, 'quotation.send', { rfq_id: other.id, unit_price: '3000.00', currency: 'USD', quantity: '10', uom: 'ton', lead_time_days: 21, valid_until: valid });
  scene = { rfqId: rfq.id, product, quotationId: q.id, company: q.supplier.company_name };
});
afterAll(() => browser.close());

/** Logs a page in with the session cookie of an API log-in (no login form in between). */
async function logInAs(page: Page, email: string) {
  const cookie = await apiLogin(email, DEMO_PASSWORD);
  const at = cookie.indexOf('=');
  await page.context().addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: baseUrl() }]);
}

/** Whether the element's top edge is inside the viewport. */
const inView = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    // Sub-pixel layout may leave the top a fraction above 0 after scrolling to it.
    return box.top > -2 && box.top < window.innerHeight;
  });

describe('product_id', () => {
  it('"Post a request for this product" opens the quick RFQ filled from the product; a bad id leaves the form empty', async () => {
    const found = await apiCall<{ data: Array<{ id: number }> }>('', 'catalog.search', { tab: 'products', page_size: 30 }, 'GET');
    const details = await Promise.all(
      found.data.slice(0, 30).map((p) => apiCall<{ id: number; name: string; uom: string | null; moq: number | null; category_path: Array<{ name: string }> }>('', 'product.get', { id: p.id }, 'GET')),
    );
    const product = details.find((p) => p.uom && p.moq && p.category_path.length > 0)!;
    expect(product).toBeTruthy();
    const { context, page } = await newPage(browser);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('link', { name: 'Post a request for this product' }).click();
    await page.waitForURL((url) => url.pathname === '/quick-rfq' && url.searchParams.get('product_id') === String(product.id));
    await expect.poll(() => page.getByRole('textbox', { name: 'Product name' }).inputValue()).toBe(product.name.slice(0, 200));
    expect(await page.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe(String(product.moq));
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toContain(product.category_path.at(-1)!.name);

    for (const bad of ['abc', '0', '99999999999', '2147483000']) {
      await page.goto(`/quick-rfq?product_id=${bad}`);
      await expect.poll(() => page.getByRole('textbox', { name: 'Product name' }).count()).toBe(1);
      expect(await page.getByRole('textbox', { name: 'Product name' }).inputValue(), bad).toBe('');
      expect(await page.getByRole('alert').count(), bad).toBe(0);
    }
    await context.close();
  });

  it('fills the full form of a logged-in buyer too', async () => {
    const found = await apiCall<{ data: Array<{ id: number; name: string }> }>('', 'catalog.search', { tab: 'products' }, 'GET');
    const product = found.data[0]!;
    const { context, page } = await newPage(browser);
    await logInAs(page, BUYER);
    await page.goto(`/user/request-quotation?product_id=${product.id}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Product name' }).inputValue()).toBe(product.name.slice(0, 200));
    await context.close();
  });
});

describe('rfq-id and lead_id', () => {
  it('bring the lead into view on the buying leads, outlined; one not in the list gets a note linking to it', async () => {
    const { context, page } = await newPage(browser);
    await logInAs(page, SELLER);
    await page.goto(`/business/buying-leads?tab=market&keyword=${encodeURIComponent(scene.product)}&rfq-id=${scene.rfqId}`);
    const lead = page.getByRole('article', { name: scene.product, exact: true });
    await expect.poll(() => lead.getAttribute('aria-current')).toBe('true');
    await expect.poll(() => inView(lead)).toBe(true);

    await page.goto(`/business/buying-leads?tab=market&keyword=${encodeURIComponent(scene.product)}&lead_id=${scene.rfqId}`);
    await expect.poll(() => page.getByRole('article', { name: scene.product, exact: true }).getAttribute('aria-current')).toBe('true');

    await page.goto(`/business/buying-leads?tab=market&keyword=${encodeURIComponent(scene.product)}&lead_id=2147483000`);
    await expect.poll(() => page.getByText('The request you followed is not in this list', { exact: false }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Open the request' }).getAttribute('href')).toBe('/request/2147483000');
    expect(await page.locator('[aria-current="true"]').count()).toBe(0);
    await context.close();
  });

  it('shows only the quotation on that RFQ among the supplier’s quotations, until "Show all"', async () => {
    const { context, page } = await newPage(browser);
    await logInAs(page, SELLER);
    await page.goto(`/business/my-quotations?rfq-id=${scene.rfqId}`);
    await expect.poll(() => page.getByText(`Showing your quotations on request #${scene.rfqId}`).count()).toBe(1);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByRole('article', { name: scene.product, exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Show all quotations' }).click();
    await page.waitForURL((url) => !url.searchParams.has('rfq-id'));
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(1);
    // A malformed id is no filter at all.
    await page.goto('/business/my-quotations?rfq-id=1%3Cscript%3E');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(1);
    expect(await page.getByText('Showing your quotations on request').count()).toBe(0);
    await context.close();
  });
});

describe('quotation-id', () => {
  it('takes the buyer from the RFQ detail to the comparison with that quotation outlined', async () => {
    const { context, page } = await newPage(browser);
    await logInAs(page, BUYER);
    await page.goto(`/user/request-quotation/detail/${scene.rfqId}?quotation-id=${scene.quotationId}`);
    await page.waitForURL((url) => url.pathname === `/user/received-quotation/${scene.rfqId}` && url.searchParams.get('quotation-id') === String(scene.quotationId));
    const row = page.getByRole('table', { name: 'Compare quotations' }).locator(`#quotation-row-${scene.quotationId}`);
    await expect.poll(() => row.getAttribute('aria-current')).toBe('true');
    expect(await row.textContent()).toContain(scene.company);
    await expect.poll(() => row.evaluate((el) => document.activeElement === el)).toBe(true);
    await context.close();
  });
});

describe('inquiry-id', () => {
  it('opens the thread from the inquiry lists (buyer and supplier)', async () => {
    const { context, page } = await newPage(browser);
    await logInAs(page, BUYER);
    await page.goto('/user/inquiries?inquiry-id=42');
    await page.waitForURL((url) => url.pathname === '/user/inquiries/42' && url.search === '');
    await page.goto('/user/supplier-inquiries?inquiry-id=43');
    await page.waitForURL((url) => url.pathname === '/user/supplier-inquiries/43');
    // Not an id: the list as usual.
    await page.goto('/user/inquiries?inquiry-id=..%2F..%2Fadmin');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/user/inquiries');
    await context.close();

    const seller = await newPage(browser);
    await logInAs(seller.page, SELLER);
    await seller.page.goto('/business/buyer-inquiries?inquiry-id=44');
    await seller.page.waitForURL((url) => url.pathname === '/business/buyer-inquiries/44');
    await seller.page.goto('/business/buyer-inquiries?box=sent&inquiry-id=45');
    await seller.page.waitForURL((url) => url.pathname === '/business/inquiries/45');
    await seller.context.close();
  });
});

describe('scroll', () => {
  it('opens the pricing page at its questions and the home page at a section; unknown names stay at the top', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/membership-pricing?scroll=faq');
    const faq = page.getByRole('heading', { name: 'Questions about plans and billing' });
    // Light and form pages start their scripts after the first paint: give hydration its time.
    await expect.poll(() => inView(faq), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(100);

    await page.goto('/?scroll=latest-rfqs');
    await expect.poll(() => inView(page.locator('#home-latest-rfqs')), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(100);

    for (const bad of ['body', '%23pricing-faq', 'pricing-faq', 'constructor']) {
      await page.goto(`/membership-pricing?scroll=${bad}`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.scrollY), bad).toBe(0);
    }
    await context.close();
  });
});

describe('ml and un', () => {
  it('fill the email and name of an invitation on /register, and the email on /login; bad values are dropped', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/register?ml=Jane.Doe%40Example.com&un=Jane%20van%20Doe');
    await expect.poll(() => page.getByRole('textbox', { name: 'Work email' }).inputValue()).toBe('jane.doe@example.com');
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Jane');
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe('van Doe');

    await page.goto('/login?ml=jane%40example.com');
    await expect.poll(() => page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('jane@example.com');

    await page.goto('/register?ml=not-an-email&un=%3Cimg%20src%3Dx%3E');
    await expect.poll(() => page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('img');
    expect(await page.getByRole('textbox', { name: 'Work email' }).inputValue()).toBe('');
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await context.close();
  });
});

describe('uid', () => {
  it('takes the supplier listing to a party’s public profile, and ignores what is not an identity', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/suppliers?uid=sup100000');
    await page.waitForURL((url) => url.pathname === '/supplier/SUP100000');
    const res = await page.goto('/suppliers?uid=%2F%2Fevil.test');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/suppliers');
    await context.close();
  });
});
