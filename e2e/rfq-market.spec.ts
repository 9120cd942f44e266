import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { DEMO_PASSWORD, launchBrowser, logIn, newPage, screenshot } from './fixtures.ts';

// The supplier's RFQ market (`supplier.rfq_market`): the "All requests" view of the buying leads,
// every open request on the marketplace, whatever the supplier sells.

const SELLER = 'seller@demo.tradelink.test';
const BUYER = 'buyer@demo.tradelink.test';
const OPERATOR = 'operator@demo.tradelink.test';

interface TaxonomyNode {
  name: string;
  level: number;
  children: TaxonomyNode[];
}

const idsUnder = (node: TaxonomyNode): number[] => [Number(node.name), ...node.children.flatMap(idsUnder)];
const firstLeaf = (node: TaxonomyNode): TaxonomyNode => (node.children.length ? firstLeaf(node.children[0]!) : node);

/**
 * A request the demo buyer posts in a branch of the category tree the demo seller has nothing in
 * (neither its products nor its main category), on a subject none of its products share words
 * with, approved by an operator: it is on the market but not among the seller's recommended leads.
 */
async function requestOutsideTheSellersCategories(): Promise<{ id: number; title: string }> {
  const seller = await apiLogin(SELLER, DEMO_PASSWORD);
  const own = await apiCall<{ data: Array<{ category_id: number }> }>(seller, 'product.list_mine', {}, 'GET');
  const buyer = await apiLogin(BUYER, DEMO_PASSWORD);
  const tree = await apiCall<TaxonomyNode[]>(buyer, 'get_category_taxonomy', {});
  const sellerCategories = new Set(own.data.map((p) => p.category_id));
  const elsewhere = tree.find((root) => !idsUnder(root).some((id) => sellerCategories.has(id)));
  if (!elsewhere) throw new Error('the demo seller has products in every branch of the category tree');
  const [unit] = await apiCall<Array<{ value: string }>>(buyer, 'get_uom', {}, 'GET');
  const title = `Zeolite water filter granules ${Date.now()}`;
  const rfq = await apiCall<{ id: number }>(buyer, 'rfq.create', {
    product_name: title,
    category_id: Number(firstLeaf(elsewhere).name),
    description: 'Natural clinoptilolite, 1-3 mm grain, 25 kg woven bags on pallets. Delivery within eight weeks.',
    quantity: '20',
    uom: unit!.value,
    currency: 'USD',
    incoterm: 'FOB',
    payment_method: 'T/T',
    frequency: 'monthly',
    destination_country: 'DE',
    expiry_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  const operator = await apiLogin(OPERATOR, DEMO_PASSWORD);
  await apiCall(operator, 'moderation.review_post', { kind: 'rfq', id: rfq.id, decision: 'approve' });
  return { id: rfq.id, title };
}

let browser: Browser;
let request: { id: number; title: string };
beforeAll(async () => {
  browser = await launchBrowser();
  request = await requestOutsideTheSellersCategories();
});
afterAll(() => browser.close());

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search requests' });
const chips = (page: Page) => page.getByRole('list', { name: 'Filters in use' });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });
/** A view's label in the switch (its radio input is visually hidden under it). */
const view = (page: Page, name: string) => page.getByRole('radiogroup', { name: 'Show' }).getByText(name, { exact: true });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /request|lead/ });

async function openLeads(page: Page, query = '') {
  await page.goto(`/business/buying-leads${query}`);
  await page.waitForLoadState('networkidle');
}

describe('a supplier on the RFQ market', () => {
  it('finds a request outside its categories by its exact title under "All requests", not among its recommended leads', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, SELLER);
    await openLeads(page);
    expect(await page.getByRole('radio', { name: 'Recommended for you' }).isChecked()).toBe(true);

    await search(page).fill(request.title);
    // Not recommended (another branch of the tree): the empty state offers the same search over all requests.
    await expect.poll(() => page.getByText('No recommended leads match these filters.').count()).toBe(1);
    await page.getByRole('button', { name: 'Search all requests' }).click();

    await expect.poll(() => page.getByRole('radio', { name: 'All requests' }).isChecked()).toBe(true);
    await expect.poll(() => card(page, request.title).count()).toBe(1);
    expect(await page.getByRole('article').count()).toBe(1);
    await expect.poll(() => status(page).textContent()).toBe('1 open request');
    // The search stays in the box and in the URL (a market search can be shared and reloaded).
    expect(await search(page).inputValue()).toBe(request.title);
    const url = new URL(page.url());
    expect(url.searchParams.get('tab')).toBe('market');
    expect(url.searchParams.get('keyword')).toBe(request.title);
    const found = card(page, request.title);
    expect(await found.getByRole('definition').filter({ hasText: /^Germany$/ }).count()).toBe(1);
    await expect.poll(() => found.getByRole('button', { name: 'Send quotation' }).count()).toBe(1);
    await screenshot(page, 'rfq-market-found');

    // Straight from a shared link too.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => card(page, request.title).count()).toBe(1);
    await context.close();
  });

  it('narrows the market with a filter shown as a chip, and takes it away with the chip', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, SELLER);
    await openLeads(page, '?tab=market');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(1);
    expect(await chips(page).count()).toBe(0);

    const country = page.getByRole('combobox', { name: 'Destination country' });
    await country.click();
    await country.fill('Germany');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();

    const chip = chips(page).getByRole('listitem').filter({ hasText: 'To Germany' });
    await expect.poll(() => chip.count()).toBe(1);
    await expect.poll(() => new URL(page.url()).searchParams.get('countries')).toBe('DE');
    // Every request left goes to Germany, ours among them. The chip and the URL change before the
    // narrowed list arrives, so wait for the list itself rather than read it once.
    await expect
      .poll(async () =>
        new Set(
          await page.getByRole('article').evaluateAll((cards) =>
            cards.map((c) => [...c.querySelectorAll('dt')].find((dt) => dt.textContent === 'Destination')?.nextElementSibling?.textContent),
          ),
        ),
      )
      .toEqual(new Set(['Germany']));
    await expect.poll(() => card(page, request.title).count()).toBe(1);
    await screenshot(page, 'rfq-market-chip');

    await page.getByRole('button', { name: 'Remove filter: To Germany' }).click();
    await expect.poll(() => chips(page).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('countries')).toBeNull();
    await expect.poll(() => country.inputValue()).toBe('');
    // Back to the whole market: requests to other countries return.
    await expect
      .poll(() =>
        page.getByRole('article').evaluateAll((cards) =>
          cards.some((c) => [...c.querySelectorAll('dt')].some((dt) => dt.textContent === 'Destination' && dt.nextElementSibling?.textContent !== 'Germany')),
        ),
      )
      .toBe(true);

    // A typed search is a chip too: removing it empties the box.
    await search(page).fill(request.title);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    // By keyboard: the chip's remove button is in the Tab order.
    const removeKeyword = page.getByRole('button', { name: `Remove filter: “${request.title}”` });
    expect(await removeKeyword.evaluate((el: HTMLElement) => el.tabIndex)).toBe(0);
    await removeKeyword.press('Enter');
    await expect.poll(() => search(page).inputValue()).toBe('');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(1);
    expect(await chips(page).count()).toBe(0);
    await context.close();
  });

  it('hides a request from the market and finds it under "Hidden", then shows it again', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, SELLER);
    await openLeads(page, '?tab=market');
    await search(page).fill(request.title);
    await expect.poll(() => card(page, request.title).count()).toBe(1);

    await page.getByRole('button', { name: `Hide the lead ${request.title}` }).click();
    await expect.poll(() => card(page, request.title).count()).toBe(0);
    await expect.poll(() => page.getByText('No open requests match these filters.').count()).toBe(1);

    await view(page, 'Hidden').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('hidden');
    await expect.poll(() => card(page, request.title).count()).toBe(1);
    await screenshot(page, 'rfq-market-hidden');
    // Hidden whatever the search: the whole hidden list holds it too.
    await page.getByRole('button', { name: `Remove filter: “${request.title}”` }).click();
    await expect.poll(() => card(page, request.title).count()).toBe(1);

    await page.getByRole('button', { name: `Show the lead ${request.title} again` }).click();
    await expect.poll(() => card(page, request.title).count()).toBe(0);
    await view(page, 'All requests').click();
    await search(page).fill(request.title);
    await expect.poll(() => card(page, request.title).count()).toBe(1);
    await context.close();
  });

  it('says so when a search finds nothing, and offers a way back to the requests', async () => {
    const { context, page } = await newPage(browser);
    await logIn(page, SELLER);
    await openLeads(page, '?tab=market');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);

    await search(page).fill('qxzvbn wolframite');
    await expect.poll(() => page.getByText('No open requests match these filters.').count()).toBe(1);
    expect(await page.getByRole('article').count()).toBe(0);
    await expect.poll(() => status(page).textContent()).toBe('0 open requests');
    await screenshot(page, 'rfq-market-empty');

    // The way on: "Clear filters" in the empty state (the chips' own is beside them).
    const empty = page.getByText('No open requests match these filters.').locator('..');
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => search(page).inputValue()).toBe('');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('keyword')).toBeNull();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('market');
    await context.close();
  });
});
