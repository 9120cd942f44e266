import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
let visitors = 0;
/** A distinct client address per browser context or API session (10.99.x.y). */
export const visitorAddress = () => {
  visitors += 1;
  return `10.99.${(process.pid + visitors) % 250}.${(visitors % 250) + 1}`;
};
export const screenshotsDir = path.resolve(import.meta.dirname, 'screenshots');

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background networking). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
}

export async function newPage(browser: Browser, options: { locale?: string; width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    // Each context is its own visitor: per-address limits (10 log-ins a minute) must not carry over
    // from one test file's log-ins to the next file's.
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
  });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage: false });
}

/** Every mail to an address in the server's local outbox (DATA_DIR/outbox/*.eml), oldest first. */
export function mailsTo(to: string): string[] {
  const folder = path.join(inject('dataDir'), 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => path.join(folder, f))
    // Files are named by a random id: their write time gives the order.
    .sort((x, y) => fs.statSync(x).mtimeMs - fs.statSync(y).mtimeMs)
    .map((f) => fs.readFileSync(f, 'utf8'))
    .filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text));
}

/** The newest mail to an address, waiting for it to arrive. */
export async function readMail(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(to);
    if (mails.length) return mails[mails.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first link with a key in a mail (quoted-printable soft breaks undone). */
export function linkIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<>]+\?key=[\w%-]+/.exec(text);
  if (!match) throw new Error('no link in mail');
  return match[0];
}

/** Every seeded demo account's password (README). */
export const DEMO_PASSWORD = 'TradelinkDemo!2026';

/** Logs in through the login page and waits until it has moved on. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).last().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
