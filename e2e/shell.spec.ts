import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { baseUrl, launchBrowser, logIn, newPage, screenshot } from './fixtures.ts';

// The frame around every page: the header (bell, language, account, phone search and menu), the
// skip link, the seller's sidebar and the floating Messages button.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PASSWORD = 'TradelinkDemo!2026';
const BUYER = 'buyer@demo.tradelink.test';
const SELLER = 'seller@demo.tradelink.test';

/** Errors the page throws, and React's own reports (the bell's #467 / #520 were console errors). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /React|#4\d\d|#5\d\d/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/**
 * A request the buyer posts in one of the seller's categories, approved by an operator: the buyer
 * is told it is approved, the seller that it is a new buying lead. Returns its title.
 */
async function notifyBoth(): Promise<string> {
  const seller = await apiLogin(SELLER, PASSWORD);
  const own = await apiCall<{ data: Array<{ category_id: number }> }>(seller, 'product.list_mine', {}, 'GET');
  const buyer = await apiLogin(BUYER, PASSWORD);
  const [unit] = await apiCall<Array<{ value: string }>>(buyer, 'get_uom', {}, 'GET');
  const title = `Bell check request ${Date.now()}`;
  const rfq = await apiCall<{ id: number }>(buyer, 'rfq.create', {
    product_name: title,
    category_id: own.data[0]!.category_id,
    description: 'Sample lot for a quality check, export carton packing, delivery within six weeks.',
    quantity: '500',
    uom: unit!.value,
    currency: 'USD',
    incoterm: 'FOB',
    payment_method: 'T/T',
    frequency: 'monthly',
    destination_country: 'DE',
    expiry_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  const operator = await apiLogin('operator@demo.tradelink.test', PASSWORD);
  await apiCall(operator, 'moderation.review_post', { kind: 'rfq', id: rfq.id, decision: 'approve' });
  return title;
}

/** What makes a header button look like itself rather than a grey native button. */
const look = (button: Locator) =>
  button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { className: el.className, background: s.backgroundColor, border: s.borderStyle, padding: s.padding, fontSize: s.fontSize };
  });

const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('the notification bell', () => {
  let title = '';
  beforeAll(async () => {
    title = await notifyBoth();
  });

  it.each([
    [BUYER, '/user/overview'],
    [BUYER, '/'],
    [SELLER, '/business/desk'],
    [SELLER, '/search?keyword=coffee'],
  ])('opens its list on desktop for %s on %s, again after closing, without page errors', async (email, path) => {
    const { context, page } = await newPage(browser, { width: 1280 });
    const errors = watchErrors(page);
    await logIn(page, email);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const bell = page.getByRole('button', { name: 'Notifications' });
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    // The second round opens the panel that has loaded by then (the desktop bell stayed shut).
    for (let round = 0; round < 2; round++) {
      await bell.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await expect.poll(() => panel.getByText(title).count()).toBeGreaterThan(0);
      if (round === 0) await screenshot(page, `shell-bell-${email.split('@')[0]}-${path === '/' ? 'home' : path.split(/[/?]/)[1]}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.isVisible()).toBe(false);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows when, in the interface language rather than the browser’s', async () => {
    // An American browser, the Vietnamese interface.
    const { context, page } = await newPage(browser, { width: 1280, locale: 'en-US' });
    await logIn(page, BUYER);
    await context.addCookies([{ name: 'lang', value: 'vi', url: baseUrl() }]);
    await page.goto('/user/overview');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Thông báo' }).click();
    const when = page.getByRole('dialog', { name: 'Thông báo' }).locator('time').first();
    // "16:05 2 thg 3, 2026": Vietnamese day and month, a 24-hour clock; never "Mar 2, 2026, 4:05 PM".
    await expect.poll(() => when.getAttribute('title')).toMatch(/^\d{1,2}:\d{2} \d{1,2} thg \d{1,2}, \d{4}$/);
    expect(await when.textContent()).not.toMatch(/ago|AM|PM/);
    await screenshot(page, 'shell-bell-vi');
    await context.close();
  });
});

describe('the header buttons', () => {
  it('keep their look after the language and account menus are used, on desktop and on a phone', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, { width });
      await logIn(page, BUYER);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // The real menus load when the button is reached for. Slowed down, the press lands on the
      // placeholder first (as on a slow phone): the menu must still open with the focus in it.
      await page.route('**/assets/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      for (const name of ['Language', 'My account']) {
        const button = page.getByRole('button', { name });
        const before = await look(button);
        expect(before.background, `${name} at ${width}`).toBe('rgba(0, 0, 0, 0)');
        // Focus first (it loads the real menu), then open and close it.
        await button.focus();
        await button.click();
        await expect.poll(() => page.getByRole('menu').isVisible(), `${name} at ${width}`).toBe(true);
        // Escape closes it even while the focus is still on the button (the list takes it a moment
        // after opening; CI once pressed Escape in between and the menu stayed open).
        await button.focus();
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByRole('menu').count()).toBe(0);
        expect(await look(button), `${name} at ${width}`).toEqual(before);
      }
      await context.close();
    }
  });
});

describe('a phone', () => {
  it('has a search box behind the header’s magnifier and in the menu, and “Join free” in the menu', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const errors = watchErrors(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const search = page.getByRole('textbox', { name: 'Search' });
    expect(await search.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open search' }).click();
    await expect.poll(() => search.isVisible()).toBe(true);
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'shell-phone-search');
    await search.fill('coffee');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === 'coffee');

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog');
    await expect.poll(() => menu.getByRole('link', { name: 'Join free' }).isVisible()).toBe(true);
    await expect.poll(() => menu.getByRole('textbox', { name: 'Search' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    await screenshot(page, 'shell-phone-menu');
    await menu.getByRole('link', { name: 'Join free' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the skip link', () => {
  it('is the first Tab stop, shows when focused and lands past the header (and a dashboard’s tabs)', async () => {
    for (const [email, path, target] of [
      [null, '/', 'main'],
      [SELLER, '/business/desk', '[data-skip-target]'],
    ] as const) {
      const { context, page } = await newPage(browser, { width: 1280 });
      if (email) await logIn(page, email);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.height > 0, `visible on ${path}`).toBe(true);
      await screenshot(page, `shell-skip-${email ? 'dashboard' : 'home'}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, target), path).toBe(true);
      // The next Tab stop is inside the page's content, not back in the header or the sidebar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), target)).toBe(true);
      await context.close();
    }
  });
});

describe('the seller dashboard', () => {
  it('has My quotations and Buyer contacts in its sidebar, each lit on its own page', async () => {
    const { context, page } = await newPage(browser, { width: 1280 });
    await logIn(page, SELLER);
    const sidebar = page.getByRole('navigation', { name: 'Seller dashboard' });
    for (const [path, tab] of [
      ['/business/my-quotations', 'My quotations'],
      ['/business/contacts', 'Buyer contacts'],
      ['/business/buying-leads', 'Buying leads'],
    ] as const) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const current = sidebar.locator('[aria-current="page"]');
      await expect.poll(() => current.count(), path).toBe(1);
      expect(await current.textContent(), path).toContain(tab);
    }
    await screenshot(page, 'shell-seller-sidebar');
    await context.close();
  });

  it('leaves the end of the page clear of the floating Messages button', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, { width, height: width < 600 ? 844 : 900 });
      await logIn(page, SELLER);
      await page.goto('/business/my-quotations');
      await page.waitForLoadState('networkidle');
      const launcher = page.getByRole('button', { name: /^Messages/ });
      await expect.poll(() => launcher.isVisible()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = (await launcher.boundingBox())!;
      const footer = page.getByRole('contentinfo');
      const texts = footer.locator('a, button, p');
      for (let i = 0; i < (await texts.count()); i++) {
        const box = await texts.nth(i).boundingBox();
        if (box) expect(overlap(button, box), `${await texts.nth(i).textContent()} at ${width}`).toBe(false);
      }
      await screenshot(page, `shell-launcher-${width}`);
      await context.close();
    }
  });
});
