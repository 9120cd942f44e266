import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, linkIn, newPage, readMail, screenshot } from './fixtures.ts';

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
