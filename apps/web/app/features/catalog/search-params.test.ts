import { describe, expect, it } from 'vitest';
import { toggleListValue, withParams } from './search-params.ts';

describe('search URL parameters', () => {
  it('applies changes and returns to page 1 on a filter change', () => {
    const current = new URLSearchParams('keyword=coffee&page=3&countries=VN');
    expect(withParams(current, { is_verified: '1' })).toBe('?keyword=coffee&countries=VN&is_verified=1');
    expect(withParams(current, { page: '4' })).toBe('?keyword=coffee&page=4&countries=VN');
    expect(withParams(current, { countries: null })).toBe('?keyword=coffee');
  });
  it('toggles countries in a sorted list', () => {
    expect(toggleListValue('VN', 'CN')).toBe('CN,VN');
    expect(toggleListValue('CN,VN', 'VN')).toBe('CN');
    expect(toggleListValue('CN', 'CN')).toBeNull();
  });
});
