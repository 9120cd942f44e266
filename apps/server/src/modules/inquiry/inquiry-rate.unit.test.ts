import { describe, expect, it } from 'vitest';
import { inquiryWaitMinutes } from './inquiry-rate.ts';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const rate = { perHour: 3, perDay: 5 };

describe('inquiryWaitMinutes', () => {
  it('lets a buyer send below both limits', () => {
    expect(inquiryWaitMinutes([], now, rate)).toBe(0);
    expect(inquiryWaitMinutes([minutesAgo(1), minutesAgo(2)], now, rate)).toBe(0);
  });

  it('waits until the limit-th newest send of the hour leaves the window', () => {
    expect(inquiryWaitMinutes([minutesAgo(1), minutesAgo(10), minutesAgo(45)], now, rate)).toBe(15);
    // Sends older than an hour do not count towards the hourly limit.
    expect(inquiryWaitMinutes([minutesAgo(1), minutesAgo(10), minutesAgo(61)], now, rate)).toBe(0);
  });

  it('applies the daily limit over older sends, and the longer wait wins', () => {
    const day = [minutesAgo(30), minutesAgo(120), minutesAgo(300), minutesAgo(600), minutesAgo(1380)];
    expect(inquiryWaitMinutes(day, now, rate)).toBe(60);
    expect(inquiryWaitMinutes([minutesAgo(1), minutesAgo(2), minutesAgo(59), minutesAgo(600), minutesAgo(1430)], now, rate)).toBe(10);
  });

  it('never answers less than a minute while blocked', () => {
    expect(inquiryWaitMinutes([minutesAgo(1), minutesAgo(2), new Date(now.getTime() - 3_599_500)], now, rate)).toBe(1);
  });
});
