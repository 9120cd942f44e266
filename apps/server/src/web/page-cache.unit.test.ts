import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, matchesEtag, PageCache, toCachedPage, type RenderedPage } from './page-cache.ts';

const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  cookies: [],
  body: Buffer.from('<html>hello</html>'.repeat(100)),
  nonce: 'n1',
  ...over,
});

describe('the page cache', () => {
  it('renders a page once for concurrent guests and serves the copy after', async () => {
    const cache = new PageCache(60_000);
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return page();
    };
    const results = await Promise.all([cache.get('k', render), cache.get('k', render), cache.get('k', render)]);
    expect(renders).toBe(1);
    expect(results.map((r) => 'cached' in r && r.hit)).toEqual([false, true, true]);
    const later = await cache.get('k', render);
    expect('cached' in later && later.hit).toBe(true);
    expect(renders).toBe(1);
    cache.clear();
    await cache.get('k', render);
    expect(renders).toBe(2);
  });

  it('keeps no error page, redirect or page that sets a cookie, and gives it to the visitor it was made for', async () => {
    const cache = new PageCache(60_000);
    for (const bad of [page({ status: 404 }), page({ status: 302, body: null }), page({ cookies: ['a=1'] })]) {
      let renders = 0;
      const render = async () => {
        renders++;
        await new Promise((r) => setTimeout(r, 5));
        return bad;
      };
      const [mine, waiter] = await Promise.all([cache.get(`k${bad.status}`, render), cache.get(`k${bad.status}`, render)]);
      expect(mine).toEqual({ fresh: bad });
      // The waiter could not use someone else's page: it rendered its own.
      expect(waiter).toEqual({ fresh: bad });
      expect(renders).toBe(2);
      expect(toCachedPage(bad)).toBeNull();
    }
    expect(cache.size).toBe(0);
  });

  it('tags a page by its bytes and compresses each encoding once', async () => {
    const cached = toCachedPage(page())!;
    expect(cached.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(toCachedPage(page({ body: Buffer.from('other') }))!.etag).not.toBe(cached.etag);
    const br = encodedBody(cached, 'br');
    expect(encodedBody(cached, 'br')).toBe(br);
    expect(zlib.brotliDecompressSync(await br).toString()).toBe(cached.html.toString());
    expect(zlib.gunzipSync(await encodedBody(cached, 'gzip')).toString()).toBe(cached.html.toString());
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
