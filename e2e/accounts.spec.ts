import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { baseUrl, launchBrowser, linkIn, mailsTo, newPage, readMail, screenshot, screenshotsDir } from './fixtures.ts';

const LOCALES = { en: 'en-US', vi: 'vi-VN', zh: 'zh-CN' } as const;
type Lang = keyof typeof LOCALES;
const WIDTHS = [
  [1280, 900],
  [390, 844],
] as const;

/** The page's own words in a language (the web app's locale files), so tests read what users read. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function words(lang: Lang, ns: string): any {
  return JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../apps/web/app/locales/${lang}/${ns}.json`), 'utf8'));
}

/** The visible primary (filled) buttons and button links in a part of the page, by their text. */
function primaryActions(scope: Locator): Promise<string[]> {
  return scope.locator('.mantine-Button-root').evaluateAll((elements) =>
    elements
      .filter((e) => ['filled', null].includes(e.getAttribute('data-variant')) && (e as HTMLElement).offsetParent !== null)
      .map((e) => e.textContent?.trim() ?? ''),
  );
}

/** Fills /register in the page's language and sends it; returns the success card's heading. */
async function signUpInPage(page: Page, lang: Lang, email: string, password: string) {
  const auth = words(lang, 'auth');
  await page.goto('/register');
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: auth.register.firstName, exact: true }).fill('Mai');
  const country = page.getByRole('combobox', { name: auth.register.country });
  await country.click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: auth.register.email }).fill(email);
  await page.getByRole('textbox', { name: auth.register.password, exact: true }).fill(password);
  await page.getByRole('textbox', { name: auth.register.confirmPassword }).fill(password);
  await page.getByRole('button', { name: auth.register.submit }).click();
  const heading = page.getByRole('heading', { name: auth.checkEmail.title });
  await expect.poll(() => heading.count()).toBe(1);
  return heading;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a new buyer', () => {
  it('registers, activates from the email, logs in, finishes onboarding and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser);
    const email = `new.buyer.${Date.now()}@nordic-imports.com`;
    const password = 'Fjord-Sourcing-2026';

    await page.goto('/register');
    await page.getByLabel('First name').fill('Ingrid');
    await page.getByLabel('Last name').fill('Larsen');
    await page.getByRole('combobox', { name: 'Country / region' }).fill('Norw');
    await page.getByRole('option', { name: 'Norway' }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Country / region' }).inputValue()).toBe('Norway');
    await page.getByLabel('Work email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    // A mismatched confirmation is caught on the client, and nothing is sent.
    await page.getByRole('textbox', { name: 'Confirm password' }).fill('something-else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('The passwords do not match.').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Check your email' }).count()).toBe(1);

    const link = new URL(linkIn(await readMail(email)));
    expect(link.pathname).toBe('/activate-account-buyer');
    await page.goto(link.pathname + link.search);
    await expect.poll(() => page.getByText(`Your account ${email} is active`).count()).toBe(1);

    await page.getByRole('link', { name: 'Log in' }).last().click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();

    // Unfinished onboarding: sent to /onboarding.
    await page.waitForURL(/\/onboarding/);
    await expect.poll(() => page.getByRole('heading', { name: 'Tell us about you and your company' }).count()).toBe(1);
    const position = page.getByRole('combobox', { name: 'Job position' });
    await position.click();
    await page.getByRole('option', { name: 'Sales / marketing / sourcing manager' }).click();
    await expect.poll(() => position.inputValue()).toBe('Sales / marketing / sourcing manager');
    await page.getByLabel('What do you want to source? (optional)').fill('bamboo furniture, rattan chairs');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Post your first sourcing request' }).count()).toBe(1);
    // One primary action on the step (posting); skipping it is secondary.
    const rfqStep = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: 'Post your first sourcing request' }) });
    expect(await primaryActions(rfqStep)).toEqual(['Post my request']);
    await page.getByRole('button', { name: 'I will post a request later' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'You are all set' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Go to my dashboard' }).click();

    await page.waitForURL(/\/user\/overview/);
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Ingrid' }).count()).toBe(1);
    await screenshot(page, 'buyer-dashboard');

    // The onboarding stays finished after a reload (persisted on the server).
    await page.reload();
    expect(page.url()).toMatch(/\/user\/overview/);
    await context.close();
  });

  it('shows a translated error for wrong credentials', async () => {
    const { context, page } = await newPage(browser, { locale: 'vi-VN' });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('nobody@nowhere-company.com');
    await page.getByRole('textbox', { name: 'Mật khẩu' }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'Đăng nhập' }).last().click();
    await expect.poll(() => page.getByText('Email hoặc mật khẩu không đúng.').count()).toBe(1);
    await context.close();
  });
});

describe('the card after signing up', () => {
  const cases = (['en', 'vi', 'zh'] as const).flatMap((lang) => WIDTHS.map(([width, height]) => [lang, width, height] as const));
  it.each(cases)('in %s at %i px: is in view below the sticky header and has the focus on its heading', async (lang, width, height) => {
    const { context, page } = await newPage(browser, { locale: LOCALES[lang], width, height });
    const auth = words(lang, 'auth');
    const email = `card.${lang}.${width}.${Date.now()}@saigon-textiles.vn`;
    const heading = await signUpInPage(page, lang, email, 'Indigo-Dye-Works-2026');

    // Focus on the heading, so a screen reader starts reading the card.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName + ':' + document.activeElement?.textContent)).toBe(`H2:${auth.checkEmail.title}`);
    // The whole card is in the viewport, below the sticky header.
    const header = (await page.locator('header').first().boundingBox())!;
    const card = page.getByTestId('check-email');
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    const box = (await card.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expect.poll(() => page.getByRole('button', { name: auth.checkEmail.resend }).isEnabled()).toBe(true);
    await screenshot(page, `register-success-${lang}-${width}`);
    await context.close();
  });

  it('resends the activation mail, then rests for a minute', async () => {
    const { context, page } = await newPage(browser);
    const email = `resend.${Date.now()}@hanoi-ceramics.vn`;
    await signUpInPage(page, 'en', email, 'Blue-Glaze-Kiln-2026');
    await expect.poll(() => mailsTo(email).length).toBe(1);

    await page.getByRole('button', { name: 'Resend activation email' }).click();
    await expect.poll(() => page.getByRole('status').getByText(`We sent a new activation link to ${email}.`).count()).toBe(1);
    const resting = page.getByRole('button', { name: /^Resend possible in 0:5\d$/ });
    await expect.poll(() => resting.count()).toBe(1);
    expect(await resting.isDisabled()).toBe(true);
    await expect.poll(() => mailsTo(email).length).toBe(2);

    // The new link activates the account.
    const link = new URL(linkIn(mailsTo(email).at(-1)!));
    await page.goto(link.pathname + link.search);
    await expect.poll(() => page.getByText(`Your account ${email} is active`).count()).toBe(1);
    await context.close();
  });

  it("says in the user's language how long to wait when the server refuses (429)", async () => {
    const { context, page } = await newPage(browser, { locale: 'vi-VN', width: 390, height: 844 });
    const auth = words('vi', 'auth');
    const email = `limited.${Date.now()}@danang-furniture.vn`;
    await signUpInPage(page, 'vi', email, 'Rattan-Chair-Loft-2026');
    // Four asks an hour per address: spend them, as if from another tab.
    for (let i = 0; i < 4; i++) await apiCall('', 'auth.resend_activation', { email });

    await page.getByRole('button', { name: auth.checkEmail.resend }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Bạn đã yêu cầu nhiều email trong thời gian ngắn' });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toMatch(/sau \d+ phút/);
    const resting = page.getByRole('button', { name: /^Có thể gửi lại sau \d+:\d\d$/ });
    await expect.poll(() => resting.count()).toBe(1);
    expect(await resting.isDisabled()).toBe(true);
    await screenshot(page, 'register-resend-limited-vi-390');
    await context.close();
  });
});

describe('a new seller in onboarding', () => {
  let cookie: string;
  beforeAll(async () => {
    const email = `onboarding.seller.${Date.now()}@hue-silk.vn`;
    const password = 'Silk-Road-Loom-2026';
    await apiCall('', 'auth.signup_via_password', { email, password, first_name: 'Thu', company_name: `Huế Silk ${Date.now()}`, fd_country: 'VN', account_type: 'Seller' });
    const key = new URL(linkIn(await readMail(email))).searchParams.get('key');
    await apiCall('', 'auth.activate_account', { key });
    cookie = await apiLogin(email, password);
  });

  async function openOnboarding(lang: Lang, width: number, height: number) {
    const opened = await newPage(browser, { locale: LOCALES[lang], width, height });
    const [name, value] = cookie.split('=') as [string, string];
    await opened.context.addCookies([{ name, value, url: baseUrl() }]);
    await opened.page.goto('/onboarding');
    return opened;
  }

  const cases = (['en', 'vi', 'zh'] as const).flatMap((lang) => WIDTHS.map(([width, height]) => [lang, width, height] as const));
  it.each(cases)('in %s at %i px: step 2 has one primary action', async (lang, width, height) => {
    await apiCall(cookie, 'customer.set_onboard_stage', { stage: 'PRODUCT' });
    const { context, page } = await openOnboarding(lang, width, height);
    const onboarding = words(lang, 'onboarding');
    await expect.poll(() => page.getByRole('heading', { name: onboarding.product.title }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    const step = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: onboarding.product.title }) });
    expect(await primaryActions(step)).toEqual([onboarding.product.post]);
    expect(await step.getByRole('button', { name: onboarding.product.later }).isVisible()).toBe(true);
    // Nothing wider than the screen (the stepper and the photo button fit a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The whole page: on a phone the step's buttons are below the fold.
    fs.mkdirSync(screenshotsDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotsDir, `onboarding-step2-${lang}-${width}.png`), fullPage: true });
    await context.close();
  });

  it('sees Membership before "All set", which comes last', async () => {
    await apiCall(cookie, 'customer.set_onboard_stage', { stage: 'PRODUCT' });
    const { context, page } = await openOnboarding('en', 1280, 900);
    await expect.poll(() => page.getByRole('heading', { name: 'List your first product' }).count()).toBe(1);
    const steps = await page.locator('.mantine-Stepper-stepLabel').allTextContents();
    expect(steps).toEqual(['Profile', 'First product', 'Membership', 'All set']);

    await page.getByRole('button', { name: 'I will add products later' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Reach more buyers with a membership' }).count()).toBe(1);
    const membership = page.locator('.mantine-Paper-root').filter({ has: page.getByRole('heading', { name: 'Reach more buyers with a membership' }) });
    expect(await primaryActions(membership)).toEqual(['Continue on Free']);
    // The offer already counts as finished: the seller may leave to compare plans.
    await expect.poll(async () => (await apiCall<{ onboard_stage: string }>(cookie, 'customer.me', {}, 'GET')).onboard_stage).toBe('DONE');

    await page.getByRole('button', { name: 'Continue on Free' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'You are all set' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Reach more buyers with a membership' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Continue on Free' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'You are all set' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Go to my dashboard' }).click();
    await page.waitForURL(/\/business\/desk/);
    await context.close();
  });
});

describe('a guest posting a quick RFQ', () => {
  it('finds the product from the address filled in, and registers a buyer only', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/quick-rfq?product_name=Bamboo%20dining%20chairs');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('textbox', { name: 'Product name' }).inputValue()).toBe('Bamboo dining chairs');
    await page.goto('/quick-rfq?rfq-name=Rattan%20laundry%20baskets');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('textbox', { name: 'Product name' }).inputValue()).toBe('Rattan laundry baskets');

    const category = page.getByRole('combobox', { name: 'Category' });
    await category.click();
    await category.fill('furniture');
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('300');
    await page.getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Destination country' }).fill('Norw');
    await page.getByRole('option', { name: 'Norway' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.count()).toBe(1);
    // A request is posted by a buyer: no account type to choose, and the words say so.
    expect(await dialog.getByText('Sell — list my products').count()).toBe(0);
    expect(await dialog.getByRole('radio').count()).toBe(0);
    await expect.poll(() => dialog.getByText('You are signing up as a buyer.').count()).toBe(1);
    expect(await primaryActions(dialog)).toEqual(['Create account and post my request']);
    await screenshot(page, 'quick-rfq-register-390');
    await context.close();
  });
});
