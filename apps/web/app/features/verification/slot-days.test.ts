import { describe, expect, it } from 'vitest';
import { groupSlotsByDay } from './slot-days.ts';

// Thursday 5 March 2026, 09:00 and 16:00 in Ho Chi Minh City, and Friday 09:00.
const slots = ['2026-03-06T02:00:00.000Z', '2026-03-05T09:00:00.000Z', '2026-03-05T02:00:00.000Z'];

describe('slots by day', () => {
  it('groups in the viewer’s calendar, sorted', () => {
    expect(groupSlotsByDay(slots, 'Asia/Ho_Chi_Minh')).toEqual([
      { key: '2026-03-05', slots: ['2026-03-05T02:00:00.000Z', '2026-03-05T09:00:00.000Z'] },
      { key: '2026-03-06', slots: ['2026-03-06T02:00:00.000Z'] },
    ]);
  });

  it('moves a slot to the day it falls on elsewhere', () => {
    // In New York (UTC-5) Thursday 09:00 Vietnam time is Wednesday 21:00.
    expect(groupSlotsByDay(slots, 'America/New_York').map((d) => [d.key, d.slots.length])).toEqual([
      ['2026-03-04', 1],
      ['2026-03-05', 2],
    ]);
  });
});
