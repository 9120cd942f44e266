import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pickMarketingParams } from '@tradelink/shared/marketing/params';
import type { Db } from '../../db/client.ts';
import { insertClicks, type ClickCount } from './clicks.repository.ts';
import { isBotUserAgent } from '../analytics/bot-rules.ts';
import { viewerCountry } from '../analytics/event-fields.ts';
import { visitorKey, type VisitorSalts } from '../analytics/visitor-key.ts';

// Clicks on partner links, counted off the request path: the hook runs after the page was sent and
// only adds to an in-memory tally; the tally is written in one statement every few seconds (and when
// the app closes). A crash loses at most those seconds of clicks, which are statistics, not money.

/** A partner link's code as links.repository makes it (other `referral` values are not ours). */
const CODE = /^[a-z0-9]{6,40}$/;
/** Distinct (link, day, visitor) keys held between writes at most: a flood cannot grow memory. */
const MAX_PENDING = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    partnerClicks: { flush(): Promise<void> };
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/** A page view that carries a partner code and comes from a person (not a bot, a prefetch or a data request). */
function clickCode(request: FastifyRequest, reply: FastifyReply): string | null {
  if (request.method !== 'GET' || reply.statusCode >= 400) return null;
  const queryStart = request.url.indexOf('?');
  if (queryStart < 0) return null;
  const path = request.url.slice(0, queryStart);
  // A client-side navigation's `.data` request repeats the page's query: the page counted already.
  if (path.startsWith('/api/') || path.startsWith('/assets/') || path.endsWith('.data')) return null;
  const purpose = request.headers['sec-purpose'] ?? request.headers.purpose;
  if (typeof purpose === 'string' && purpose.includes('prefetch')) return null;
  const referral = pickMarketingParams(new URLSearchParams(request.url.slice(queryStart + 1)))?.referral?.toLowerCase();
  if (!referral || !CODE.test(referral)) return null;
  // The same rule as analytics: isbot's list plus headless and automated browsers.
  if (isBotUserAgent(request.headers['user-agent'])) return null;
  return referral;
}

export interface PartnerClicksOptions {
  db: Db;
  /** Who clicked, without keeping who: the analytics visitor key under the day's random salt. */
  salts: VisitorSalts;
  flushMs?: number;
  /** The country headers are believed only from a trusted proxy. */
  trustProxy?: boolean;
}

export default fp(
  async function partnerClicksPlugin(app: FastifyInstance, options: PartnerClicksOptions) {
    let pending = new Map<string, ClickCount>();

    async function flush() {
      await Promise.all(salting);
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      try {
        await insertClicks(options.db, batch);
      } catch (error) {
        app.log.warn({ err: error, clicks: batch.length }, 'partner clicks not recorded');
      }
    }

    // A callback hook, not an async one: it runs after every response (API calls too), and a
    // promise per request is a cost worth avoiding there (decision 029).
    app.addHook('onResponse', (request, reply, done) => {
      const code = clickCode(request, reply);
      if (code) count(request, code);
      done();
    });

    // Clicks waiting for their day's salt (read once a day per process, then from memory).
    const salting = new Set<Promise<void>>();

    function count(request: FastifyRequest, code: string) {
      const day = today();
      const basis = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const country = viewerCountry(null, options.trustProxy ? request.headers : {});
      // A partner opening their own link (logged in) is not a click they brought: dropped at the write.
      const viewer = request.user?.id ?? null;
      const done = options.salts
        .saltFor(day)
        .then((salt) => add({ code, day, country, visitor_key: visitorKey(salt, basis, 'partner-clicks'), clicks: 1, viewer }))
        .catch((error: unknown) => app.log.warn({ err: error }, 'partner click not recorded'))
        .finally(() => salting.delete(done));
      salting.add(done);
    }

    function add(click: ClickCount) {
      const viewer = click.viewer;
      const key = `${click.code}|${click.day}|${click.visitor_key}|${click.country}|${viewer ?? ''}`;
      const seen = pending.get(key);
      if (seen) seen.clicks += 1;
      else if (pending.size < MAX_PENDING) pending.set(key, click);
    }

    const timer = setInterval(() => void flush(), options.flushMs ?? 5_000);
    timer.unref();
    app.decorate('partnerClicks', { flush });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
  },
  { name: 'partner-clicks' },
);
