import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@tradelink/shared/constants/limits';
import { memoryStorage } from './memory-storage.test-helper.ts';
import { readSettings, writeSettings } from './setting-store.ts';

describe('the setting local-storage key', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the sidebar full', () => {
    expect(readSettings()).toEqual({ sidebarCollapsed: false });
  });

  it('keeps the collapsed sidebar under "setting" (as a reload would read it)', () => {
    writeSettings({ sidebarCollapsed: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.setting)!)).toEqual({ sidebarCollapsed: true });
    expect(readSettings().sidebarCollapsed).toBe(true);
    writeSettings({ sidebarCollapsed: false });
    expect(readSettings().sidebarCollapsed).toBe(false);
  });

  it('treats a damaged value as the defaults', () => {
    localStorage.setItem(STORAGE_KEYS.setting, '{not json');
    expect(readSettings()).toEqual({ sidebarCollapsed: false });
    localStorage.setItem(STORAGE_KEYS.setting, JSON.stringify({ sidebarCollapsed: 'yes' }));
    expect(readSettings()).toEqual({ sidebarCollapsed: false });
  });
});
