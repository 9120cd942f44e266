import { describe, expect, it } from 'vitest';
import { isBotUserAgent, isBotView } from './bot-rules.ts';

// Which views are not counted (decision 032). Actions are not filtered at all (record-action.ts).

const PEOPLE = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:135.0) Gecko/20100101 Firefox/135.0',
  zaloInApp: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Zalo android/12100620',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
};

const MACHINES = {
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  lighthouse: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  curl: 'curl/8.5.0',
  python: 'python-requests/2.32.3',
  puppeteer: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Puppeteer',
  playwright: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Playwright/1.50',
  phantom: 'Mozilla/5.0 (Unknown; Linux x86_64) AppleWebKit/538.1 (KHTML, like Gecko) PhantomJS/2.1.1 Safari/538.1',
  jsdom: 'Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/24.0.0',
  pagespeed: 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0 Mobile Safari/537.36 (compatible; Google-PageSpeed Insights)',
};

describe('the bot rules', () => {
  it('count people’s browsers, in-app browsers included', () => {
    for (const [name, ua] of Object.entries(PEOPLE)) {
      expect(isBotUserAgent(ua), name).toBe(false);
      expect(isBotView(ua, { webdriver: false, headless: false }), name).toBe(false);
    }
  });

  it('do not count crawlers, tools, HeadlessChrome, Lighthouse or driven browsers', () => {
    for (const [name, ua] of Object.entries(MACHINES)) expect(isBotUserAgent(ua), name).toBe(true);
  });

  it('do not count a missing or empty user agent', () => {
    for (const ua of [undefined, null, '', '   ', 'Mozilla']) expect(isBotUserAgent(ua), String(ua)).toBe(true);
  });

  it('do not count a normal-looking browser that says it is driven (navigator.webdriver) or headless', () => {
    expect(isBotView(PEOPLE.chromeWindows, { webdriver: true })).toBe(true);
    expect(isBotView(PEOPLE.chromeWindows, { headless: true })).toBe(true);
    expect(isBotView(PEOPLE.chromeWindows)).toBe(false);
  });
});
