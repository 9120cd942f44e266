import { describe, expect, it } from 'vitest';
import { isLocalPath, normalizeLocalPath } from './local-path.ts';

// Each of these leaves the site in some browser, is not a path at all, or carries characters
// (spaces, controls) a return path never needs.
const NASTY_PATHS = [
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/ /evil.com',
  '/\u0000/evil.com',
  '/\u007f',
  '/\u0085x',
  '/\u2028/evil.com',
  '/ok?next=\\x',
  'https://x',
  'http://evil.com/',
  'javascript:alert(1)',
  'data:text/html,hi',
  'evil.com',
  'user/overview',
  ' /ok',
  '',
];

describe('isLocalPath', () => {
  it.each(['/', '/ok?a=1', '/business/contacts?page=2#top', '/search?keyword=cà', '/request/12'])('accepts %j', (path) => {
    expect(isLocalPath(path)).toBe(true);
  });

  it.each(NASTY_PATHS)('refuses %j', (path) => {
    expect(isLocalPath(path)).toBe(false);
  });

  it('normalizes what it accepts the way a browser requests it', () => {
    expect(normalizeLocalPath('/search?keyword=cà')).toBe('/search?keyword=c%C3%A0');
    expect(normalizeLocalPath('/a/../b?x=1')).toBe('/b?x=1');
    expect(normalizeLocalPath('/\\evil.com')).toBeNull();
  });
});
