import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiCall, apiLogin } from './api-client.ts';
import { linkIn, readMail } from './fixtures.ts';

interface NewAccount {
  type: 'Buyer' | 'Seller';
  /** Local part before the timestamp, and the company domain: `<prefix>.<time>@<domain>`. */
  emailPrefix: string;
  domain: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
}

/** Signs up through the API, activates from the mail in the page, logs in and finishes onboarding. */
export async function newAccount(page: Page, account: NewAccount) {
  const email = `${account.emailPrefix}.${Date.now()}@${account.domain}`;
  await apiCall('', 'auth.signup_via_password', {
    email,
    password: account.password,
    first_name: account.firstName,
    last_name: account.lastName,
    company_name: `${account.company} ${Date.now()}`,
    fd_country: 'VN',
    account_type: account.type,
  });
  const link = new URL(linkIn(await readMail(email)));
  await page.goto(link.pathname + link.search);
  await expect.poll(() => page.getByText(`Your account ${email} is active`).count()).toBe(1);
  const cookie = await apiLogin(email, account.password);
  await apiCall(cookie, 'customer.set_onboard_stage', { stage: 'DONE' });
  return { email, cookie };
}
