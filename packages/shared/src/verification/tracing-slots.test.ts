import { describe, expect, it } from 'vitest';
import { matchTracingSlot, tracingSlotEnd, tracingSlotStarts } from './tracing-slots.ts';

// Wednesday 2026-03-04, 10:00 in Ho Chi Minh City (03:00 UTC).
const wednesday = new Date('2026-03-04T03:00:00Z');

describe('smart tracing slots', () => {
  it('offers weekdays from tomorrow to 14 days ahead, 09:00 to 16:00 starts in Vietnam time', () => {
    const slots = tracingSlotStarts(wednesday);
    // 14 days from Thu 5 to Wed 18 March hold 10 weekdays, 8 one-hour slots each.
    expect(slots).toHaveLength(80);
    expect(slots[0]).toBe('2026-03-05T02:00:00.000Z'); // Thu 09:00 +07:00
    expect(slots[7]).toBe('2026-03-05T09:00:00.000Z'); // Thu 16:00 +07:00
    expect(slots.at(-1)).toBe('2026-03-18T09:00:00.000Z');
    const days = new Set(slots.map((s) => new Date(Date.parse(s) + 7 * 3_600_000).getUTCDay()));
    expect(days.has(0) || days.has(6)).toBe(false);
  });

  it('counts days in Vietnam: late evening UTC is already the next day there', () => {
    // Friday 2026-03-06 18:00 UTC is Saturday 01:00 in Vietnam: the first slot is Monday 9 March.
    expect(tracingSlotStarts(new Date('2026-03-06T18:00:00Z'))[0]).toBe('2026-03-09T02:00:00.000Z');
  });

  it('matches a listed slot in any offset and refuses anything else', () => {
    expect(matchTracingSlot('2026-03-05T09:00:00+07:00', wednesday)).toBe('2026-03-05T02:00:00.000Z');
    expect(matchTracingSlot('2026-03-05T09:30:00+07:00', wednesday)).toBeNull();
    expect(matchTracingSlot('2026-03-07T09:00:00+07:00', wednesday)).toBeNull(); // Saturday
    expect(matchTracingSlot('2026-03-04T15:00:00+07:00', wednesday)).toBeNull(); // today
    expect(matchTracingSlot('2026-03-19T09:00:00+07:00', wednesday)).toBeNull(); // 15 days ahead
    expect(matchTracingSlot('not a date', wednesday)).toBeNull();
    expect(tracingSlotEnd('2026-03-05T02:00:00.000Z')).toBe('2026-03-05T03:00:00.000Z');
  });
});
