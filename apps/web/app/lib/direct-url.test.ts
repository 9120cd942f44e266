import { describe, expect, it } from 'vitest';
import { decodeDirectUrl, encodeDirectUrl, withDirectUrl } from './direct-url.ts';

describe('direct-url (base64 return path)', () => {
  it('round-trips a local path with query and non-ASCII', () => {
    const path = '/search?keyword=cà phê&countries=VN';
    expect(decodeDirectUrl(encodeDirectUrl(path))).toBe('/search?keyword=c%C3%A0%20ph%C3%AA&countries=VN');
    expect(decodeDirectUrl(encodeDirectUrl('/user/overview'))).toBe('/user/overview');
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'user/overview'])('sends %j home', (target) => {
    expect(decodeDirectUrl(encodeDirectUrl(target))).toBe('/');
  });

  it('sends missing or undecodable values home', () => {
    expect(decodeDirectUrl(null)).toBe('/');
    expect(decodeDirectUrl('%%%not-base64')).toBe('/');
  });

  it('adds the parameter only when there is somewhere to return to', () => {
    expect(withDirectUrl('/login', '/')).toBe('/login');
    expect(withDirectUrl('/login', '/user/profile')).toBe(`/login?direct-url=${encodeURIComponent(encodeDirectUrl('/user/profile'))}`);
  });
});
