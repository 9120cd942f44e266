import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, screenshot, visitorAddress } from './fixtures.ts';
import { freePort } from './free-port.ts';

// The update prompt (spec section 2, decision 021) across a real deploy: a marketplace of its own
// serves the production build, then is stopped and started again on the same port and database
// with a second build, as a deployment replaces a release. The second build is the first with
// another version (React Router's build fingerprint rewritten), which is all a page can tell apart.
// Playwright's clock stands in for the 15 s / 45 s / 180 s waits.

const root = path.resolve(import.meta.dirname, '..');
const firstBuild = path.join(root, 'apps/web/build');
const BUYER = 'buyer@demo.tradelink.test';
const PROMPT = { name: 'Tradelink has a new version' } as const;
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A copy of the production build with a new version, beside it (its imports resolve the web app's node_modules). */
function secondBuild(): { dir: string; before: string; after: string } {
  const scratch = path.join(root, 'apps/web/.tmp');
  fs.mkdirSync(scratch, { recursive: true });
  const dir = fs.mkdtempSync(path.join(scratch, 'update-prompt-build-'));
  fs.cpSync(firstBuild, dir, { recursive: true });
  const assets = path.join(dir, 'client/assets');
  const manifest = fs.readdirSync(assets).find((f) => /^manifest-\w+\.js$/.test(f))!;
  const before = /^manifest-(\w+)\.js$/.exec(manifest)![1]!;
  const after = createHash('sha256').update(`${before} deployed`).digest('hex').slice(0, before.length);
  const text = fs.readFileSync(path.join(assets, manifest), 'utf8');
  for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(assets, manifest + suffix), { force: true });
  fs.writeFileSync(path.join(assets, `manifest-${after}.js`), text.replaceAll(before, after));
  // The server build's route manifest: its version and the manifest file's name.
  const serverAssets = path.join(dir, 'server/assets');
  let rewritten = 0;
  for (const file of fs.readdirSync(serverAssets).filter((f) => f.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(serverAssets, file), 'utf8');
    if (!code.includes(`"version": "${before}"`)) continue;
    fs.writeFileSync(path.join(serverAssets, file), code.replaceAll(before, after));
    rewritten += 1;
  }
  if (rewritten !== 1) throw new Error(`expected the server build's manifest once, found it in ${rewritten} files`);
  return { dir, before, after };
}

/** Starts the marketplace on `port` serving `buildDir`, and waits until it is healthy. */
async function startServer(port: number, dataDir: string, buildDir: string): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: url, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', TRUST_PROXY: 'loopback', WEB_BUILD_DIR: buildDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopServer(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

let browser: Browser;
let port: number;
let dataDir: string;
let build: ReturnType<typeof secondBuild>;
let server: ChildProcess | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  build = secondBuild();
  port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradelink-update-'));
  [browser, server] = await Promise.all([launchBrowser(), startServer(port, dataDir, firstBuild)]);
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser?.close();
  await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(build.dir, { recursive: true, force: true });
});

/** A visitor of this file's server (its own address, as every context of the suite). */
async function visitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

/**
 * Opens `url` on a fake clock, paused shortly after the load (no check is due yet). It starts at the
 * real time: signed API calls carry their time, and the server refuses those more than 5 min off.
 */
async function openPaused(page: Page, url: string) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(start + 10_000);
}

/** The header offers to log in only to a guest. */
const loggedIn = async (page: Page) => (await page.getByRole('link', { name: 'Log in' }).count()) === 0;

/**
 * Moves the page's clock on by `ms` and returns the version the page's check heard, or null when it
 * asked nothing within `waitMs` (a check goes out as its timer fires: a short wait tells none did).
 */
async function checkAfter(page: Page, ms: number, waitMs = 10_000): Promise<string | null> {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/version', { timeout: waitMs }).catch(() => null);
  await page.clock.runFor(ms);
  const response = await answer;
  if (!response) return null;
  expect(response.headers()['cache-control']).toBe('no-store');
  return ((await response.json()) as { version: string }).version;
}

const pageVersion = (page: Page) => page.evaluate(() => (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version);

describe('update prompt after a deploy', { timeout: 120_000 }, () => {
  let guest: Page;
  let buyer: Page;

  it('says nothing while the server serves the build the page runs', async () => {
    guest = (await visitor()).page;
    await openPaused(guest, '/');
    expect(await pageVersion(guest)).toBe(build.before);
    expect(await checkAfter(guest, 10_000)).toBe(build.before);
    expect(await guest.getByRole('region', PROMPT).count()).toBe(0);

    // A buyer on a dashboard page, logged in before the deploy.
    buyer = (await visitor()).page;
    await logIn(buyer, BUYER);
    await openPaused(buyer, '/user/buying-requests');
    expect(await loggedIn(buyer)).toBe(true);
    expect(await checkAfter(buyer, 10_000)).toBe(build.before);
    expect(await buyer.getByRole('region', PROMPT).count()).toBe(0);
  });

  it('asks "Update now?" once the new build is live; Later puts it away for the session', async () => {
    await stopServer(server);
    server = await startServer(port, dataDir, build.dir);
    // The check 45 s after the load.
    expect(await checkAfter(guest, 30_000)).toBe(build.after);
    const prompt = guest.getByRole('region', PROMPT);
    await prompt.waitFor();
    expect(await prompt.getByText('Update now?').count()).toBe(1);
    expect(await guest.locator('[aria-live="polite"]').filter({ has: prompt }).count()).toBe(1);
    // axe runs on real time (its own timers); the watch has stopped, nothing else is due.
    await guest.clock.resume();
    await axeClean(guest);
    await screenshot(guest, 'update-prompt');
    // Keyboard reachable: Later, then Update now.
    await prompt.getByRole('button', { name: 'Later' }).focus();
    await guest.keyboard.press('Tab');
    expect(await prompt.getByRole('button', { name: 'Update now' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await prompt.getByRole('button', { name: 'Later' }).click();
    await prompt.waitFor({ state: 'detached' });

    // No more checks in this session: the 180 s one (225 s after the load) and the tab shown again bring nothing back.
    expect(await checkAfter(guest, 200_000, 2000)).toBeNull();
    await guest.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(await guest.getByRole('region', PROMPT).count()).toBe(0);
  });

  it('Update now shows the updating indicator and reloads into the new build (logged in, dashboard)', async () => {
    expect(await checkAfter(buyer, 30_000)).toBe(build.after);
    // The session outlived the restart.
    expect(await loggedIn(buyer)).toBe(true);
    const prompt = buyer.getByRole('region', PROMPT);
    await prompt.getByRole('button', { name: 'Update now' }).click();
    // The clock is paused: the reload waits for it, the indicator is up.
    await prompt.getByRole('status').filter({ hasText: 'Updating…' }).waitFor();
    expect(await prompt.getByRole('button').count()).toBe(0);
    await screenshot(buyer, 'update-prompt-updating');
    const reloaded = buyer.waitForEvent('load');
    await buyer.clock.runFor(100);
    await reloaded;
    await buyer.waitForLoadState('networkidle');
    expect(new URL(buyer.url()).pathname).toBe('/user/buying-requests');
    expect(await pageVersion(buyer)).toBe(build.after);
    // Still logged in on the new build, and nothing more to update to.
    expect(await buyer.getByRole('heading', { level: 1, name: 'My sourcing requests' }).count()).toBe(1);
    expect(await loggedIn(buyer)).toBe(true);
    // The session was prompted: this tab checks no more.
    expect(await checkAfter(buyer, 200_000, 2000)).toBeNull();
    expect(await buyer.getByRole('region', PROMPT).count()).toBe(0);
  });
});

/** axe (WCAG 2.1 AA) on the prompt: no serious or critical finding. */
async function axeClean(page: Page) {
  await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Element, options: object) => Promise<AxeResults> } };
    const region = document.querySelector('section[aria-labelledby]')!;
    const results = await axe.run(region, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] }, resultTypes: ['violations'] });
    return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  });
  expect(findings).toEqual([]);
}
