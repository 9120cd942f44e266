import { describe, expect, it } from 'vitest';
import { deferScripts } from './defer-scripts.server.ts';

const page = [
  '<html><head><link rel="modulepreload" href="/assets/a.js" nonce="n1"/><link rel="modulepreload" href="/assets/b.js" nonce="n1"/></head>',
  '<body><p>Hello</p><script nonce="n1">window.__ctx = 1;</script>',
  '<script nonce="n1" type="module" async="">import "/assets/a.js"; import("/assets/entry.js");</script></body></html>',
].join('');

describe('deferScripts', () => {
  it('moves the preloads and the module script behind the first frame, keeping the data script', () => {
    const out = deferScripts(page, 'n1');
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out).toContain('<script nonce="n1">window.__ctx = 1;</script>');
    expect(out).toContain('requestAnimationFrame');
    expect(out).toContain('["/assets/a.js","/assets/b.js"]');
    expect(out).toContain(JSON.stringify('import "/assets/a.js"; import("/assets/entry.js");'));
  });

  it('cannot be closed early by what the module script contains', () => {
    const out = deferScripts(page.replace('import("/assets/entry.js");', 'if (a < b) x = "<!--<script>";'), 'n1');
    expect(out).not.toContain('<!--<script>');
    expect(out.match(/<script/g)!.length).toBe(2);
  });

  it('leaves a page without a module script as it is', () => {
    expect(deferScripts('<html><body>x</body></html>', 'n1')).toBe('<html><body>x</body></html>');
  });
});
