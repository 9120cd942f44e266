import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { TtlCache } from '../lib/ttl-cache.ts';

/**
 * The rendered-page cache (issue 19, decision 026). Pages that are the same for every guest — home,
 * search, listings, product, supplier, buyer and request pages without a session — are rendered
 * once per path, query, language and stored utm source, kept as long as the catalog's answers
 * (cleared with them), and sent with an ETag; each compressed form is made once, on first demand.
 */

/** A page as the renderer made it, ready to send. */
export interface RenderedPage {
  status: number;
  /** Response headers other than Set-Cookie. */
  headers: Array<[string, string]>;
  cookies: string[];
  body: Buffer | null;
  /** The CSP nonce its inline scripts carry. */
  nonce: string;
}

export interface CachedPage {
  headers: Array<[string, string]>;
  html: Buffer;
  nonce: string;
  /** Weak: one tag for the page whatever its encoding (the same document in br, gzip or none). */
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

/** Compresses a whole document at once on libuv's pool (a fast brotli level: pages are made per request). */
export function compress(html: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(html, BROTLI) : gzip(html, { level: 6 });
}

/** A cached page's body in one encoding, compressed the first time it is asked for. */
export function encodedBody(page: CachedPage, encoding: Encoding): Promise<Buffer> {
  return (page.encoded[encoding] ??= compress(page.html, encoding));
}

/** Only a whole 200 page that sets no cookie of its own may serve other visitors. */
export function toCachedPage(page: RenderedPage): CachedPage | null {
  if (page.status !== 200 || page.cookies.length > 0 || !page.body) return null;
  const etag = `W/"${crypto.createHash('sha1').update(page.body).digest('base64url')}"`;
  return { headers: page.headers, html: page.body, nonce: page.nonce, etag, encoded: {} };
}

/** Whether the request's If-None-Match names this tag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * What one page cache may hold, in bytes: a document and, once asked for, its brotli and gzip forms
 * (about a fifth of it each). 64 MiB keeps about 700 home pages or 1,500 product pages.
 */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

const NOT_CACHEABLE = Symbol('not cacheable');

export class PageCache {
  private readonly pages: TtlCache<CachedPage>;

  constructor(readonly ttlMs: number, maxBytes: number = PAGE_CACHE_MAX_BYTES) {
    this.pages = new TtlCache<CachedPage>({ ttlMs, maxSize: maxBytes, sizeOf: (page, key) => key.length + Math.ceil(page.html.length * 1.5) });
  }

  get size() {
    return this.pages.size;
  }

  /**
   * The cached page for `key`, rendering it when missing (concurrent misses share one render). A
   * render that may not be shared (an error page, a redirect, one that sets a cookie) is returned
   * as `fresh` to the request that made it; a request that waited on it renders its own.
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<{ cached: CachedPage; hit: boolean } | { fresh: RenderedPage }> {
    let own: RenderedPage | undefined;
    try {
      const cached = await this.pages.get(key, async () => {
        own = await render();
        const page = toCachedPage(own);
        if (!page) throw NOT_CACHEABLE;
        return page;
      });
      return { cached, hit: !own };
    } catch (error) {
      if (error !== NOT_CACHEABLE) throw error;
      return { fresh: own ?? (await render()) };
    }
  }

  clear() {
    this.pages.clear();
  }
}
