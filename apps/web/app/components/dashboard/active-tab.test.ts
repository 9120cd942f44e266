import { describe, expect, it } from 'vitest';
import { activeTabKey } from './active-tab.ts';

describe('the tab a dashboard page lights', () => {
  it('prefers the nearer prefix and keeps an exact tab to its own page', () => {
    const nested = [
      { key: 'all', to: '/a' },
      { key: 'deep', to: '/a/b' },
      { key: 'home', to: '/h', exact: true },
    ];
    expect(activeTabKey(nested, '/a/b/c')).toBe('deep');
    expect(activeTabKey(nested, '/a/x')).toBe('all');
    expect(activeTabKey(nested, '/h')).toBe('home');
    expect(activeTabKey(nested, '/h/sub')).toBeNull();
    expect(activeTabKey(nested, '/ab')).toBeNull();
  });
});
