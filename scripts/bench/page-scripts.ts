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
