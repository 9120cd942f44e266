import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '../apps/web/app/routes.ts';
import { LIGHT_ROUTES } from '../apps/web/app/lib/light-routes.ts';
import { htmlAssets, JS_BUDGET_KIB, kib, readRouteManifest, routeAssets, weigh, weightLine } from '../scripts/page-weight.ts';
import { baseUrl, visitorAddress } from './fixtures.ts';

// Decisions 006 and 012: a light public page loads at most 130 KiB gzip of JavaScript. Every light
// route (lib/light-routes.ts) is weighed from the production build the global setup made: the
// files its page loads, read from the build's route manifest (what `npm run bench` reads from the
// pages' HTML: deferred scripts counted, chunks loaded later with `import()` not). No browser needed.

const clientDir = path.resolve(import.meta.dirname, '../apps/web/build/client');

interface LightPage {
  /** The route's id in the manifest (routes.ts: its `id`, or its file without the extension). */
  id: string;
  /** Its path, `/product/:id`. */
  path: string;
}

/** Every route of the route table whose path is a light route's, with its id. */
function lightPages(): LightPage[] {
  const pages: LightPage[] = [];
  const walk = (entries: RouteConfigEntry[], base: string) => {
    for (const entry of entries) {
      const url = entry.path ? `${base.replace(/\/$/, '')}/${entry.path}` : base;
      if (entry.children) walk(entry.children, url);
      else if (url in LIGHT_ROUTES) pages.push({ id: entry.id ?? entry.file.replace(/\.tsx?$/, ''), path: url });
    }
  };
  walk(routes, '/');
  return pages;
}

const manifest = readRouteManifest(clientDir);
const pages = lightPages().map((page) => ({ ...page, assets: routeAssets(manifest, page.id) }));
const weights = pages.map((page) => ({ ...page, weight: weigh(clientDir, page.assets) }));

describe(`light pages' JavaScript (≤ ${JS_BUDGET_KIB} KiB gzip, decisions 006 and 012)`, () => {
  it('weighs every light route', () => {
    expect(pages.map((p) => p.path).sort()).toEqual(Object.keys(LIGHT_ROUTES).sort());
  });

  it(`no light page loads more than ${JS_BUDGET_KIB} KiB`, () => {
    console.log(`JavaScript and CSS per light page (gzip, production build):\n${weights.map((p) => weightLine(p.path, p.weight)).join('\n')}`);
    const over = weights.filter((p) => kib(p.weight.js) > JS_BUDGET_KIB).map((p) => `${p.path} (${p.id}): ${kib(p.weight.js).toFixed(1)} KiB`);
    expect(over, 'light pages over the JavaScript budget').toEqual([]);
  });

  it("the manifest's figures are what the server's pages load", async () => {
    // Sample ids for the paths' `:id`, from the seeded pages' links.
    const get = (url: string) => fetch(`${baseUrl()}${url}`, { headers: { 'x-forwarded-for': visitorAddress() } });
    const links = (await Promise.all(['/', '/buyers'].map((url) => get(url).then((r) => r.text())))).join('');
    const idOf = (kind: string) => new RegExp(`href="/${kind}/([^"/?]+)"`).exec(links)?.[1];
    const sample: Record<string, string | undefined> = {
      product: idOf('product'),
      'new-product': idOf('product'),
      'hot-price-product': idOf('product'),
      supplier: idOf('supplier'),
      buyer: idOf('buyer'),
      request: idOf('request'),
      'product-category': idOf('product-category'),
      'supplier-category': idOf('product-category'),
      'buyer-category': idOf('product-category'),
    };
    for (const page of pages) {
      const url = page.path
        .replace('/help/:centre/:slug', '/help/buyers/post-an-rfq')
        .replace('/help/:centre', '/help/suppliers')
        .replace(/^\/([^/]+)\/:id$/, (_, kind: string) => `/${kind}/${sample[kind]}`).replace('/*', '/no-such-page');
      expect(url, `no sample id for ${page.path}`).not.toContain('undefined');
      const loaded = htmlAssets(await get(url).then((r) => r.text()));
      expect({ url, scripts: [...loaded.scripts].sort(), styles: [...loaded.styles].sort() }).toEqual({ url, scripts: [...page.assets.scripts].sort(), styles: [...page.assets.styles].sort() });
    }
  });
});
