import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANALYTICS_BEACON_PATH, BEACON_MAX_BYTES, beaconRequest, type BeaconRequest } from '@tradelink/shared/analytics/beacon';
import { addressKey, GUEST_COOKIE } from '../catalog/guest-limit.service.ts';
import { isBotView } from './bot-rules.ts';
import type { PendingEvent } from './events.repository.ts';
import { normaliseKeyword, viewerCountry } from './event-fields.ts';
import { visitorKey } from './visitor-key.ts';

// The page-view beacon (decision 032): every light page reports its view, its result cards
// (impressions) and its search after it is shown, whichever cache served it. Not a signed call:
// navigator.sendBeacon sends a plain POST with a text body and cannot add the signature headers.
// Answers carry nothing the page needs: 202 when counted, 204 when not (a bot, another site, too
// many), 400 for a body that is not a beacon.

/** Beacons per address (an IPv6 /64) and minute: a person opens a few pages a minute; a flood is not counted. */
const PER_MINUTE = 120;

/** The browser says the request comes from one of our pages (absent headers: an older browser or a test). */
function fromOurPages(request: FastifyRequest, appOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin') return false;
  const origin = request.headers.origin;
  return typeof origin !== 'string' || origin === appOrigin;
}

const numericId = (id: string | undefined) => (id && /^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);
const identity = (id: string | undefined) => (id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null);

/** The events one beacon stands for; the write resolves whose they are. */
export function beaconEvents(beacon: BeaconRequest, base: Omit<PendingEvent, 'kind'>): PendingEvent[] {
  const events: PendingEvent[] = [];
  const ref = normaliseKeyword(beacon.ref_keyword);
  const { page } = beacon;
  if (page === 'product' && numericId(beacon.id)) events.push({ ...base, kind: 'product_view', product_id: numericId(beacon.id), keyword: ref });
  if (page === 'supplier' && identity(beacon.id)) events.push({ ...base, kind: 'profile_view', supplier_identity: identity(beacon.id), keyword: ref });
  if (page === 'buyer' && identity(beacon.id)) events.push({ ...base, kind: 'buyer_view', buyer_identity: identity(beacon.id) });
  if (page === 'request' && numericId(beacon.id)) events.push({ ...base, kind: 'rfq_view', rfq_id: numericId(beacon.id) });
  const searched = page === 'search' && beacon.search ? beacon.search : null;
  if (searched) {
    events.push({ ...base, kind: 'search', keyword: normaliseKeyword(searched.keyword), search_tab: searched.tab, result_count: searched.results });
  }
  if (page === 'search' || page === 'listing') {
    const keyword = searched ? normaliseKeyword(searched.keyword) : null;
    for (const productId of new Set(beacon.impressions ?? [])) events.push({ ...base, kind: 'impression', product_id: productId, keyword });
  }
  return events;
}

export default async function beaconRoutes(app: FastifyInstance) {
  const { deps } = app;
  const appOrigin = new URL(deps.env.appUrl).origin;

  app.post(ANALYTICS_BEACON_PATH, { bodyLimit: BEACON_MAX_BYTES }, async (request: FastifyRequest, reply: FastifyReply) => {
    let parsed: unknown = request.body;
    if (typeof parsed === 'string') {
      try {
        parsed = JSON.parse(parsed);
      } catch {
        return reply.status(400).send();
      }
    }
    const beacon = beaconRequest.safeParse(parsed);
    if (!beacon.success) return reply.status(400).send();
    const userAgent = request.headers['user-agent'] ?? '';
    if (!fromOurPages(request, appOrigin) || isBotView(userAgent, beacon.data)) return reply.status(204).send();
    // request.ip reads the forwarding headers each time: once here.
    const ip = request.ip;
    const limit = await deps.rateLimiter.hit(`beacon:${addressKey(ip)}`, PER_MINUTE, 60_000).catch(() => ({ allowed: true }));
    if (!limit.allowed) return reply.status(204).send();

    const now = new Date();
    const user = request.user;
    const salt = await deps.visitorSalts.saltFor(now.toISOString().slice(0, 10)).catch(() => null);
    if (!salt) return reply.status(204).send(); // the database is down: not counted, never an error
    const base = {
      at: now.toISOString(),
      country: viewerCountry(user?.fdCountry, deps.env.TRUST_PROXY ? request.headers : {}),
      visitor_key: visitorKey(salt, { userId: user?.id, guestId: request.cookies[GUEST_COOKIE], ip, userAgent }),
      viewer: user?.id ?? null,
    };
    const events = beaconEvents(beacon.data, base);
    for (const event of events) deps.analytics.record(event);
    return reply.status(events.length ? 202 : 204).send();
  });
}
