// Beacons at a steady rate of events, from their own process (so the sending does not slow the
// load generator measuring the page), from many visitor addresses. Prints its counts when stopped:
//   node --import tsx scripts/bench/beacon-sender.ts <port> <productIds,...> <eventsPerSecond> [views|mix|bot|botmix]
// - `views`: one product-page view per beacon (the most requests per event: the worst case).
// - `mix`: what the pages send while visitors browse: a results page's beacon (its search and the
//   20 products it shows: 21 events) and, after it, two product pages' beacons (one view each).
// - `bot`: `views` from a headless browser: answered 204 and not recorded (the cost of the
//   requests alone, to tell it from the cost of recording).
// - `botmix`: `mix` from a headless browser (the same requests as `mix`, none recorded).
import crypto from 'node:crypto';
import http from 'node:http';
import { ANALYTICS_BEACON_PATH } from '@tradelink/shared/analytics/beacon-path';

const [port, ids, perSecondArg, modeArg] = process.argv.slice(2, 6) as [string, string, string, string | undefined];
const productIds = ids.split(',').map(Number);
const mode = modeArg ?? 'views';
const BROWSER_UA =
  mode === 'bot' || mode === 'botmix'
    ? 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36'
    : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const counts = { sent: 0, events: 0, accepted: 0, other: 0 };
const RESULTS_PAGE = 20;
const view = (i: number) => ({ page: 'product', id: String(productIds[i % productIds.length]) });
const results = (i: number) => ({
  page: 'search',
  search: { keyword: 'steel pipe', tab: 'products', results: 240 },
  impressions: Array.from({ length: RESULTS_PAGE }, (_, k) => productIds[(i + k) % productIds.length]),
});
/** The beacons of one visitor's step, and how many events they stand for. */
const step: Array<{ body: (i: number) => object; events: number }> =
  mode === 'mix' || mode === 'botmix'
    ? [
        { body: results, events: RESULTS_PAGE + 1 },
        { body: view, events: 1 },
        { body: view, events: 1 },
      ]
    : [{ body: view, events: 1 }];
const eventsPerStep = step.reduce((n, s) => n + s.events, 0);
const started = performance.now();

function send(i: number) {
  const beacon = step[i % step.length]!;
  const body = JSON.stringify(beacon.body(i));
  counts.sent += 1;
  counts.events += beacon.events;
  const req = http.request(
    {
      host: '127.0.0.1',
      port: Number(port),
      path: ANALYTICS_BEACON_PATH,
      method: 'POST',
      agent,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': Buffer.byteLength(body),
        'user-agent': BROWSER_UA,
        'sec-fetch-site': 'same-origin',
        // Many visitors: the beacon's per-address limit (120 a minute) is not what is measured.
        'x-forwarded-for': `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
      },
    },
    (res) => {
      res.resume();
      if (res.statusCode === 202) counts.accepted += 1;
      else counts.other += 1;
    },
  );
  req.on('error', () => (counts.other += 1));
  req.end(body);
}

// Open loop: the rate does not wait for answers (a slow server gets the same traffic).
const beaconsPerSecond = (Number(perSecondArg) * step.length) / eventsPerStep;
const tickMs = 5;
let owed = 0;
let last = performance.now();
let next = 0;
const timer = setInterval(() => {
  const now = performance.now();
  owed += ((now - last) / 1000) * beaconsPerSecond;
  last = now;
  for (; owed >= 1; owed--) send(next++);
}, tickMs);

process.on('SIGTERM', () => {
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ ...counts, rate: counts.sent / seconds, eventRate: counts.events / seconds, answeredRate: (counts.accepted + counts.other) / seconds })}\n`);
  agent.destroy();
  process.exit(0);
});
process.stdout.write('ready\n');
