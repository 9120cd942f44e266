import { describe, expect, it } from 'vitest';
import { guestPage, hasSessionCookie } from './guest-pages.ts';

const req = (url: string, cookie?: string, lang = 'en', method = 'GET') => ({ method, url, headers: cookie ? { cookie } : {}, lang });

describe('guest pages', () => {
  it('keys the catalog’s public pages by language, stored utm source and address with its query', () => {
    expect(guestPage(req('/'))?.key).toBe('en\n\n/');
    expect(guestPage(req('/search?keyword=rice', undefined, 'vi'))?.key).toBe('vi\n\n/search?keyword=rice');
    expect(guestPage(req('/product/12', 'tl_gid=abcdefghijklmnop; tl_utm_source=news'))?.key).toBe('en\nnews\n/product/12');
    for (const url of ['/suppliers', '/buyers', '/product-category/11', '/hot-price-product/3', '/new-product/3', '/supplier/SUP100001']) {
      expect(guestPage(req(url)), url).not.toBeNull();
    }
  });

  it('renders afresh for a session, for other methods and for pages outside the list', () => {
    expect(guestPage(req('/', 'tl_gid=x; tl_sid=abc'))).toBeNull();
    expect(guestPage(req('/', undefined, 'en', 'POST'))).toBeNull();
    for (const url of ['/user/overview', '/login', '/help', '/business/desk', '/product/1/extra', '/membership-pricing']) {
      expect(guestPage(req(url)), url).toBeNull();
    }
    expect(hasSessionCookie('a=1; tl_sid=2')).toBe(true);
    expect(hasSessionCookie('xtl_sid=2')).toBe(false);
  });

  it('names the page a guest-limited page is counted by, as its API call counts it', () => {
    expect(guestPage(req('/request/0042'))?.limit).toEqual({ type: 'rfq', id: '42' });
    expect(guestPage(req('/buyer/BUR100001?x=1'))?.limit).toEqual({ type: 'buyer', id: 'BUR100001' });
    expect(guestPage(req('/product/5'))?.limit).toBeUndefined();
    expect(guestPage(req('/buyer/%E0%A4%A'))).toBeNull();
  });
});
