import { describe, expect, it } from 'vitest';
import { formatCount } from './CountBadge.tsx';

describe('count badge', () => {
  it('caps at 99+', () => {
    expect(formatCount(5)).toBe('5');
    expect(formatCount(99)).toBe('99');
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(12345)).toBe('99+');
  });
});
