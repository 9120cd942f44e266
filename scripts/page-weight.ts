/**
 * What a page loads at first, and its gzip weight: one module for `npm run bench` (which reads the
 * pages' HTML from a running server) and the budget check (e2e/page-weight.spec.ts, which reads the
 * production build's route manifest). Decisions 006 and 012: at most 130 KiB gzip of JavaScript on a
 * light public page, each file compressed alone, scripts added after the first paint counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The public pages' JavaScript goal (decisions 006 and 012), in KiB of gzip. */
export const JS_BUDGET_KIB = 130;

/** A page's first download: its `/assets/…` script and stylesheet URLs. */
export interface PageAssets {
  scripts: Set<string>;
  styles: Set<string>;
}

export interface PageWeight {
  /** Gzip bytes of the page's JavaScript and CSS. */
  js: number;
  css: number;
  scripts: number;
}

/**
 * The JavaScript files a page loads at first, read from its HTML: the module preloads and the
 * module script's imports. In production both are added after the first paint by an inline script
 * (apps/web/app/lib/defer-scripts.server.ts): the preloads are a JSON array there and the module
 * script's text a JSON string. Other `/assets/….js` mentions (the route manifest lists every
 * route's files) are not loads and are not counted.
 */
export function pageScripts(html: string): Set<string> {
  const assets = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)) assets.add(m[1]!);
  const deferred = /\[((?:"\/assets\/[^"]+\.js",?)*)\]\.forEach/.exec(html);
  if (deferred) for (const m of deferred[1]!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) assets.add(m[1]!);
  const text = /s\.textContent=("(?:[^"\\]|\\.)*")/.exec(html);
  const module = text ? (JSON.parse(text[1]!) as string) : (/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '');
  for (const m of module.matchAll(/import\s+(?:\*\s+as\s+\w+\s+from\s+)?"(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g)) assets.add((m[1] ?? m[2])!);
  return assets;
}

/** The scripts and stylesheets a page's HTML loads. */
export function htmlAssets(html: string): PageAssets {
  const styles = new Set([...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!));
  return { scripts: pageScripts(html), styles };
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  css?: string[];
}

export interface RouteManifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** React Router's route manifest of a production build (`build/client/assets/manifest-<hash>.js`). */
export function readRouteManifest(clientDir: string): RouteManifest {
  const assets = path.join(clientDir, 'assets');
  const files = fs.readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (files.length !== 1) throw new Error(`expected one route manifest in ${assets}, found ${files.length}`);
  const text = fs.readFileSync(path.join(assets, files[0]!), 'utf8');
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as RouteManifest;
}

/**
 * What a route's page loads at first, from the manifest: the client entry and every route from the
 * root down to it, each with the chunks it imports statically. React Router sends exactly these as
 * module preloads and imports (the manifest it inlines lists only the matched routes, and the
 * manifest file itself is not loaded: lazy route discovery). Chunks loaded later with `import()`
 * are not in them.
 */
export function routeAssets(manifest: RouteManifest, routeId: string): PageAssets {
  const chain: ManifestRoute[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the build's manifest`);
    chain.unshift(route);
  }
  const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const styles = new Set(manifest.entry.css ?? []);
  for (const route of chain) {
    scripts.add(route.module);
    for (const file of route.imports ?? []) scripts.add(file);
    for (const file of route.css ?? []) styles.add(file);
  }
  return { scripts, styles };
}

/** Gzip bytes of the assets (each file compressed alone, as the server sends it). */
export function weigh(clientDir: string, assets: PageAssets): PageWeight {
  const gzip = (asset: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, asset))).length;
  const sum = (files: Set<string>) => [...files].reduce((total, asset) => total + gzip(asset), 0);
  return { js: sum(assets.scripts), css: sum(assets.styles), scripts: assets.scripts.size };
}

export const kib = (bytes: number) => bytes / 1024;

/** One line of the figures: `home /   121.3 KiB JavaScript in 7 files (goal ≤ 130 KiB), 10.8 KiB CSS`. */
export function weightLine(label: string, weight: PageWeight): string {
  return `${label.padEnd(34)} ${kib(weight.js).toFixed(1).padStart(6)} KiB JavaScript in ${weight.scripts} files (goal ≤ ${JS_BUDGET_KIB} KiB), ${kib(weight.css).toFixed(1)} KiB CSS`;
}
