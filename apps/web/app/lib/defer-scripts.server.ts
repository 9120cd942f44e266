/**
 * Starts a page's JavaScript after its first paint (decision 012). React Router puts
 * `<link rel="modulepreload">` tags in <head> and a module script at the end of <body>; the browser
 * fetches all of it while it parses the page, so on a slow connection the scripts share the bandwidth
 * with the stylesheet and the largest image. This rewrites the finished document: the preloads are
 * removed from <head> and re-added, with the module script, by a small inline script that runs after
 * the first frame. Hydration follows as before; links and forms work without JavaScript meanwhile.
 */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script([^>]*) type="module"[^>]*>([\s\S]*?)<\/script>/;

// JSON inside an inline script: `<` escaped so no `</script>` or `<!--` can end it early.
const inline = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function deferScripts(html: string, nonce: string): string {
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const loader =
    `<script nonce="${nonce}">requestAnimationFrame(function(){setTimeout(function(){` +
    `${inline(preloads)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.nonce=${inline(nonce)};s.textContent=${inline(module[2])};document.body.appendChild(s)` +
    `},0)})</script>`;
  return html.replace(PRELOAD, '').replace(module[0], () => loader);
}
