import { describe, expect, it } from 'vitest';
import { countChange, rateChange } from './change.ts';

describe('figure changes', () => {
  it('gives counts a relative change', () => {
    expect(countChange(12, 10)).toEqual({ kind: 'up', value: 20, unit: 'percent' });
    expect(countChange(5, 10)).toEqual({ kind: 'down', value: 50, unit: 'percent' });
    expect(countChange(3, 0)).toEqual({ kind: 'new' });
    expect(countChange(0, 0)).toEqual({ kind: 'same' });
    expect(countChange(1001, 1000)).toEqual({ kind: 'same' });
    // Net revenue can be negative (refunds above payments).
    expect(countChange(-500, 1000)).toEqual({ kind: 'down', value: 150, unit: 'percent' });
  });

  it('gives rates a change in percentage points', () => {
    expect(rateChange(0.75, 0.5)).toEqual({ kind: 'up', value: 25, unit: 'points' });
    expect(rateChange(0.5, 0.5)).toEqual({ kind: 'same' });
    expect(rateChange(null, 0.5)).toBeNull();
  });
});
