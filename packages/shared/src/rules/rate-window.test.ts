import { describe, expect, it } from 'vitest';
import { countVisit, windowStart, zoneOffsetMinutes } from './rate-window.ts';

describe('three-hour windows aligned to the user time zone', () => {
  it('aligns to local 00/03/06... hours', () => {
    // 10:30 in Ho Chi Minh City (UTC+7) is 03:30 UTC; its window starts at 09:00 local = 02:00 UTC.
    expect(windowStart(new Date('2026-11-21T03:30:00Z'), 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-11-21T02:00:00.000Z');
    // The same instant in UTC falls in the 03:00 UTC window.
    expect(windowStart(new Date('2026-11-21T03:30:00Z'), 'UTC').toISOString()).toBe('2026-11-21T03:00:00.000Z');
    // India (UTC+5:30): 10:30 local -> window 09:00 local = 03:30 UTC.
    expect(windowStart(new Date('2026-11-21T05:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-11-21T03:30:00.000Z');
  });

  it('keeps local boundaries across a DST change', () => {
    // New York, 2026-03-08: clocks jump 02:00 -> 03:00 local. At 04:30 EDT (08:30Z) the window starts 03:00 EDT (07:00Z).
    expect(windowStart(new Date('2026-03-08T08:30:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // Just before the jump, 01:30 EST (06:30Z) is in the 00:00 EST window (05:00Z).
    expect(windowStart(new Date('2026-03-08T06:30:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // Berlin, 2026-10-25: 03:00 CEST -> 02:00 CET. At 04:30 CET (03:30Z) the window starts 03:00 CET (02:00Z).
    expect(windowStart(new Date('2026-10-25T03:30:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(zoneOffsetMinutes('Europe/Berlin', new Date('2026-07-01T00:00:00Z'))).toBe(120);
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(windowStart(new Date('2026-11-21T04:59:00Z'), 'Mars/Olympus').toISOString()).toBe('2026-11-21T03:00:00.000Z');
  });
});

describe('counting guest visits', () => {
  it('allows the limit, then blocks and flags; a new window resets both', () => {
    const zone = 'Asia/Ho_Chi_Minh';
    let counter = null as ReturnType<typeof countVisit>['next'] | null;
    const at = new Date('2026-11-21T03:00:00Z');
    for (let i = 0; i < 5; i++) {
      const r = countVisit(counter, at, zone);
      expect(r.allowed).toBe(true);
      counter = r.next;
    }
    const blocked = countVisit(counter, at, zone);
    expect(blocked.allowed).toBe(false);
    expect(blocked.next.blockedAttempt).toBe(true);
    const later = countVisit(blocked.next, new Date('2026-11-21T05:00:00Z'), zone);
    expect(later.allowed).toBe(true);
    expect(later.next).toMatchObject({ count: 1, blockedAttempt: false });
  });
});
