import { describe, expect, it } from 'vitest';
import { idParam } from './id-param.ts';

describe('an id read from the address', () => {
  it('is a positive 32-bit integer', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam(' 7 ')).toBe(7);
    expect(idParam('2147483647')).toBe(2147483647);
  });
  it('is ignored when missing, zero, negative, fractional, too large or not digits', () => {
    for (const bad of [null, undefined, '', '0', '-3', '1.5', '1e3', '2147483648', '12abc', '<script>', '007']) expect(idParam(bad)).toBeUndefined();
  });
});
