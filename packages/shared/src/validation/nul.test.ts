import { describe, expect, it } from 'vitest';
import { nulPath } from './nul.ts';

describe('nulPath', () => {
  it.each([{}, { a: 'b', c: [1, 'd', { e: null }] }, 'plain', 42, null, undefined])('finds nothing in %j', (input) => {
    expect(nulPath(input)).toBeUndefined();
  });

  it('names the field holding a NUL, however deep', () => {
    expect(nulPath('a\u0000b')).toBe('');
    expect(nulPath({ keyword: 'a\u0000b' })).toBe('keyword');
    expect(nulPath({ items: [{ ok: 'x' }, { name: '\u0000' }] })).toBe('items.1.name');
    expect(nulPath({ form: { 'na\u0000me': 1 } })).toBe('form');
  });

  it('walks 100,000 levels without exhausting the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep)).toBe(Array(100_000).fill('0').join('.'));
  });
});
