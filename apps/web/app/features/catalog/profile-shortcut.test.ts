import { describe, expect, it } from 'vitest';
import { profileShortcut } from './profile-shortcut.ts';

describe('the listing shortcut ?uid=', () => {
  it('leads to a supplier’s or a buyer’s public profile', () => {
    expect(profileShortcut('SUPABC123')).toBe('/supplier/SUPABC123');
    expect(profileShortcut(' burxyz789 ')).toBe('/buyer/BURXYZ789');
  });
  it('is ignored for anything that is not an identity', () => {
    for (const bad of [null, '', 'SUP', 'ADM12345', 'SUP123/../admin', 'https://evil.test', '//evil.test', 'SUP 123']) expect(profileShortcut(bad)).toBeNull();
  });
});
