import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { baseUrl, DEMO_PASSWORD, launchBrowser, logIn, newPage, visitorAddress } from './fixtures.ts';

// Guest pages from the rendered-page cache (issue 19, decision 026).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A guest's request: a new address and no cookies (as a first visit). */
const asGuest = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl() + path, { headers: { 'x-forwarded-for': visitorAddress(), 'accept-encoding': 'br, gzip', ...headers }, redirect: 'manual' });

const nonces = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));

describe('the rendered-page cache', () => {
  it('serves a guest page once rendered, with its ETag, a 304 when unchanged, and a policy naming the page’s own nonce', async () => {
    const path = `/search?keyword=coffee&page-cache-test=${Date.now()}`;
    const first = await asGuest(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const second = await asGuest(path);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const etag = second.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(etag).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(second.headers.get('vary')).toContain('Cookie');

    // Every inline script carries the nonce the page was rendered with, and the policy sent with
    // the cached copy names exactly that one (a fresh nonce would block them all).
    const html = await second.text();
    const inPage = nonces(html);
    expect(inPage.size).toBe(1);
    const [nonce] = [...inPage];
    expect(second.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(html).toContain('Coffee');

    // Operators see how the pages were served (the test's server is read from loopback).
    const metrics = await fetch(`${baseUrl()}/metrics`).then((r) => r.text());
    expect(Number(/tradelink_page_cache_total\{result="hit"\} (\d+)/.exec(metrics)?.[1])).toBeGreaterThan(0);
    expect(Number(/tradelink_page_cache_total\{result="miss"\} (\d+)/.exec(metrics)?.[1])).toBeGreaterThan(0);

    const unchanged = await asGuest(path, { 'if-none-match': etag! });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');

    // Another language is another page.
    const vi = await asGuest(path, { 'accept-language': 'vi' });
    expect(vi.headers.get('x-page-cache')).toBe('miss');
    expect(await vi.text()).toContain('lang="vi"');
  });

  it('runs the cached page’s scripts in the browser (the page hydrates and its filters work)', async () => {
    const path = `/search?keyword=coffee&page-cache-test=${Date.now()}`;
    await asGuest(path); // rendered and kept for someone else
    const { context, page } = await newPage(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(path);
    expect(response?.headers()['x-page-cache']).toBe('hit');
    await page.waitForLoadState('networkidle');
    await page.getByRole('checkbox', { name: /^Vietnam \(\d+\)$/ }).click();
    await page.waitForURL(/countries=VN/);
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });

  it('renders a fresh page for a logged-in visitor, never a guest’s copy', async () => {
    await asGuest('/');
    const { context, page } = await newPage(browser);
    await logIn(page, 'buyer@demo.tradelink.test');
    const response = await page.goto('/');
    expect(response?.headers()['x-page-cache']).toBeUndefined();
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    expect(await page.getByRole('button', { name: 'My account' }).count()).toBe(1);
    await context.close();
  });

  it('drops the cached pages when the catalog changes: a closed product is gone at once', async () => {
    const cookie = await apiLogin('seller@demo.tradelink.test', DEMO_PASSWORD);
    const mine = await apiCall<{ data: Array<{ id: number }> }>(cookie, 'product.list_mine', { status: 'approved', page_size: 50 }, 'GET');
    // The seller's last approved product (the others' tests look at its first ones).
    const product = mine.data.at(-1);
    expect(product).toBeDefined();
    const path = `/product/${product!.id}`;
    await asGuest(path);
    expect((await asGuest(path)).headers.get('x-page-cache')).toBe('hit');
    await apiCall(cookie, 'product.set_status', { id: product!.id, action: 'close' });
    try {
      const after = await asGuest(path);
      expect(after.status).toBe(404);
    } finally {
      // Reopened, it waits for review again: an operator approves it back as it was.
      await apiCall(cookie, 'product.set_status', { id: product!.id, action: 'reopen' });
      const operator = await apiLogin('operator@demo.tradelink.test', DEMO_PASSWORD);
      await apiCall(operator, 'moderation.review_post', { kind: 'product', id: product!.id, decision: 'approve' }).catch(() => undefined);
    }
    expect((await asGuest(path)).status).toBe(200);
  });

  it('still counts a guest’s views of cached request pages, and asks them to sign up past the limit', async () => {
    const list = await fetch(`${baseUrl()}/search?tab=rfqs`).then((r) => r.text());
    const ids = [...new Set([...list.matchAll(/href="\/request\/(\d+)"/g)].map((m) => m[1]))].slice(0, 6);
    expect(ids).toHaveLength(6);
    // Someone else opens the sixth request first: it is in the cache.
    await asGuest(`/request/${ids[5]}`);
    const { context, page } = await newPage(browser);
    for (const id of ids.slice(0, 5)) expect((await page.goto(`/request/${id}`))?.status()).toBe(200);
    const blocked = await page.goto(`/request/${ids[5]}`);
    expect(blocked?.status()).toBe(429);
    expect(blocked?.headers()['x-page-cache']).toBeUndefined();
    // The page that asks them to sign up, not an error.
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Free views used up' }).count()).toBe(1);
    // A page already seen in the window opens again, from the cache, without counting.
    const again = await page.goto(`/request/${ids[0]}`);
    expect(again?.status()).toBe(200);
    expect(again?.headers()['cache-control']).toBe('private, no-cache');
    await context.close();
  });
});
