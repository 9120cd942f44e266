import { describe, expect, it } from 'vitest';
import { pageRange } from './UrlPagination.tsx';

// The pages offered match Mantine's Pagination (one sibling, one boundary), which this replaced.
describe('pageRange', () => {
  it('lists every page up to seven', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts dots where pages are skipped', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'dots', 20]);
    expect(pageRange(5, 20)).toEqual([1, 'dots', 4, 5, 6, 'dots', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'dots', 16, 17, 18, 19, 20]);
    expect(pageRange(20, 20)).toEqual([1, 'dots', 16, 17, 18, 19, 20]);
  });
});
