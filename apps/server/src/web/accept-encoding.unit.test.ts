import { describe, expect, it } from 'vitest';
import { pickEncoding } from './accept-encoding.ts';

describe('pickEncoding', () => {
  it('prefers brotli, as browsers offer it', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
  });
  it('follows q-values, refuses what q=0 refuses, and reads *', () => {
    expect(pickEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBeNull();
  });
  it('sends the page as it is when nothing fits', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
  });
});
