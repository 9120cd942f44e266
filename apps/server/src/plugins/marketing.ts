import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  MARKETING_COOKIE_MAX_AGE_S,
  MARKETING_PARAMS,
  marketingCookieName,
  pickMarketingParams,
  type MarketingParams,
} from '@tradelink/shared/marketing/params';

const cookieNames = new Set(MARKETING_PARAMS.map(marketingCookieName));

/**
 * Rewrites the request's own Cookie header to the new values, so the page rendered for this very
 * request (root loader, API calls made by loaders) already sees them — as ensureGuestCookie does.
 */
function replaceRequestCookies(request: FastifyRequest, params: MarketingParams) {
  const kept = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !cookieNames.has(part.slice(0, part.indexOf('=')).trim()));
  const added = MARKETING_PARAMS.filter((p) => params[p] !== undefined).map((p) => `${marketingCookieName(p)}=${encodeURIComponent(params[p]!)}`);
  request.headers.cookie = [...kept, ...added].join('; ');
  for (const p of MARKETING_PARAMS) {
    if (params[p] === undefined) delete request.cookies[marketingCookieName(p)];
    else request.cookies[marketingCookieName(p)] = params[p];
  }
}

/**
 * Stores a landing page's marketing parameters (utm_*, referral) in cookies for 30 days (spec §9).
 *
 * Only page requests count (GET/HEAD outside /api/ and /assets/): that is where campaign links land,
 * including React Router's `.data` requests of client-side navigations, which carry the same query.
 *
 * Last touch wins, as one set: a visit carrying any parameter replaces all seven cookies — present
 * values are written, absent ones cleared — so a new campaign's source is never mixed with an older
 * campaign's medium or term. Visits without parameters leave the stored set alone.
 *
 * The cookies are httpOnly (like tl_sid and tl_gid): nothing in the browser needs to read them,
 * because the web app's root loader reads the stored source server-side and both the server render
 * and the hydrated page use that one value, so outgoing links render identically on both sides.
 * SameSite=Lax so they are sent when a visitor follows a link into Tradelink; Secure in production.
 */
export default fp(
  async function marketingPlugin(app: FastifyInstance, options: { secure: boolean }) {
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure, maxAge: MARKETING_COOKIE_MAX_AGE_S };

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const queryStart = request.url.indexOf('?');
      if (queryStart < 0 || request.url.startsWith('/api/') || request.url.startsWith('/assets/')) return;
      const params = pickMarketingParams(new URLSearchParams(request.url.slice(queryStart + 1)));
      if (!params) return;
      for (const param of MARKETING_PARAMS) {
        const value = params[param];
        const name = marketingCookieName(param);
        if (value !== undefined) reply.setCookie(name, value, cookieOptions);
        else if (request.cookies[name] !== undefined) reply.clearCookie(name, { path: '/' });
      }
      replaceRequestCookies(request, params);
    });
  },
  { name: 'marketing', dependencies: ['@fastify/cookie'] },
);
