import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time.ts';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('notification time', () => {
  it('counts in minutes, hours, days and longer', () => {
    expect(timeAgo(ago(10), 'en', now)).toBe('now');
    expect(timeAgo(ago(50), 'en', now)).toBe('1 minute ago');
    expect(timeAgo(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), 'en', now)).toBe('3 hours ago');
    expect(timeAgo(ago(86_400), 'en', now)).toBe('yesterday');
    expect(timeAgo(ago(20 * 86_400), 'en', now)).toBe('3 weeks ago');
  });

  it('reads a clock running ahead as now, and a bad date as nothing', () => {
    expect(timeAgo(ago(-120), 'en', now)).toBe('now');
    expect(timeAgo('not a date', 'en', now)).toBe('');
  });

  it('speaks the page language', () => {
    expect(timeAgo(ago(5 * 60), 'vi', now)).toBe('5 phút trước');
    expect(timeAgo(ago(5 * 60), 'zh', now)).toBe('5分钟前');
  });
});
