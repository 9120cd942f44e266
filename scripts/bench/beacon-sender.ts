// Page-view beacons at a steady rate, from its own process (so the sending does not slow the load
// generator measuring the page), from many visitor addresses. Prints its counts when stopped:
//   node --import tsx scripts/bench/beacon-sender.ts <port> <productId> <perSecond> [bot]
// With `bot` the beacons carry a headless browser's agent: answered 204 and not recorded (the cost
// of the requests alone, to tell it from the cost of recording).
import crypto from 'node:crypto';
import http from 'node:http';
import { ANALYTICS_BEACON_PATH } from '@tradelink/shared/analytics/beacon-path';

const [port, productId, perSecond] = process.argv.slice(2, 5).map(Number) as [number, number, number];
const asBot = process.argv[5] === 'bot';
const BROWSER_UA = asBot
  ? 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36'
  : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const counts = { sent: 0, accepted: 0, other: 0 };
const body = JSON.stringify({ page: 'product', id: String(productId) });
const started = performance.now();

function send() {
  counts.sent += 1;
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
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
const tickMs = 5;
let owed = 0;
let last = performance.now();
const timer = setInterval(() => {
  const now = performance.now();
  owed += ((now - last) / 1000) * perSecond;
  last = now;
  for (; owed >= 1; owed--) send();
}, tickMs);

process.on('SIGTERM', () => {
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(`${JSON.stringify({ ...counts, rate: counts.sent / seconds, answeredRate: (counts.accepted + counts.other) / seconds })}\n`);
  agent.destroy();
  process.exit(0);
});
process.stdout.write('ready\n');
