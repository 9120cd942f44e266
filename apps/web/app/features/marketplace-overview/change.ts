// How a figure moved against the previous period, for the overview's tiles.

export type Change =
  | { kind: 'same' }
  | { kind: 'new' }
  | { kind: 'up' | 'down'; /** Percent for counts and money, percentage points for rates. */ value: number; unit: 'percent' | 'points' };

/** Counts and money: the relative change in whole percent ("new" when the previous period had none). */
export function countChange(current: number, previous: number): Change {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return current > 0 ? { kind: 'new' } : { kind: 'down', value: 100, unit: 'percent' };
  const value = Math.round((Math.abs(current - previous) / Math.abs(previous)) * 100);
  return value === 0 ? { kind: 'same' } : { kind: current > previous ? 'up' : 'down', value, unit: 'percent' };
}

/** Rates (0..1): the difference in whole percentage points; none when either period has no rate. */
export function rateChange(current: number | null, previous: number | null): Change | null {
  if (current === null || previous === null) return null;
  const value = Math.round(Math.abs(current - previous) * 100);
  return value === 0 ? { kind: 'same' } : { kind: current > previous ? 'up' : 'down', value, unit: 'points' };
}
