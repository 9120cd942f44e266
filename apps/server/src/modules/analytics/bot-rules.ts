import { isbot } from 'isbot';

// Who is not counted (spec: "analytics is skipped for bot-like or headless browsers"; decision 032).
// Views, impressions and searches are filtered: isbot's maintained list of crawlers and tools, plus
// automation and headless browsers it lets through, plus what the browser itself reports. Business
// actions (an inquiry sent, a quotation sent...) are facts of the marketplace done by a logged-in
// account, and always count whatever browser made them.

/** Automation and headless browsers isbot does not list (it lists HeadlessChrome and Lighthouse). */
const AUTOMATION = /headless|lighthouse|pagespeed|puppeteer|playwright|selenium|webdriver|phantomjs|slimerjs|cypress|jsdom/i;

/** A user agent that is a crawler, a tool or a browser driven by a program; a missing one too. */
export function isBotUserAgent(userAgent: string | undefined | null): boolean {
  const ua = (userAgent ?? '').trim();
  if (ua.length < 10) return true;
  return isbot(ua) || AUTOMATION.test(ua);
}

/** What the page reports about its browser (navigator.webdriver and the headless hints). */
export interface BrowserSignals {
  webdriver?: boolean;
  headless?: boolean;
}

/** A view, impression or search that is not counted. */
export function isBotView(userAgent: string | undefined | null, signals: BrowserSignals = {}): boolean {
  return signals.webdriver === true || signals.headless === true || isBotUserAgent(userAgent);
}
