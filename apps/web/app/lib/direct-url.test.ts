import { describe, expect, it } from 'vitest';
import { decodeDirectUrl, encodeDirectUrl, withDirectUrl } from './direct-url.ts';

describe('direct-url (base64 return path)', () => {
  it('round-trips a local path with query and non-ASCII', () => {
    const path = '/search?keyword=cà+phê&countries=VN';
    expect(decodeDirectUrl(encodeDirectUrl(path))).toBe('/search?keyword=c%C3%A0+ph%C3%AA&countries=VN');
    expect(decodeDirectUrl(encodeDirectUrl('/user/overview'))).toBe('/user/overview');
    expect(decodeDirectUrl(encodeDirectUrl('/ok?a=1'))).toBe('/ok?a=1');
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/ /x', 'javascript:alert(1)', 'user/overview'])(
    'sends %j home',
    (target) => {
      expect(decodeDirectUrl(encodeDirectUrl(target))).toBe('/');
    },
  );

  it('sends missing or undecodable values home', () => {
    expect(decodeDirectUrl(null)).toBe('/');
    expect(decodeDirectUrl('%%%not-base64')).toBe('/');
    // Valid base64 of bytes that are not UTF-8.
    expect(decodeDirectUrl(btoa('/\xff\xfe'))).toBe('/');
  });

  it('adds the parameter only when there is somewhere to return to', () => {
    expect(withDirectUrl('/login', '/')).toBe('/login');
    expect(withDirectUrl('/login', '/user/profile')).toBe(`/login?direct-url=${encodeURIComponent(encodeDirectUrl('/user/profile'))}`);
  });
});
