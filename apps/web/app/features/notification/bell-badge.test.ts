import { describe, expect, it } from 'vitest';
import { bellBadge } from './bell-badge.ts';

describe('bell badge', () => {
  it('shows nothing without unread notifications and caps at 99+', () => {
    expect(bellBadge(undefined)).toBeNull();
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(7)).toBe('7');
    expect(bellBadge(99)).toBe('99');
    expect(bellBadge(100)).toBe('99+');
  });
});
