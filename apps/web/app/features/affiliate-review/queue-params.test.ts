import { describe, expect, it } from 'vitest';
import { parseQueueParams } from './queue-params.ts';

describe('the partner applications queue URL', () => {
  it('reads a known status and page, and falls back to the first page of pending ones', () => {
    expect(parseQueueParams(new URLSearchParams('status=declined&page=3'))).toEqual({ status: 'declined', page: 3 });
    expect(parseQueueParams(new URLSearchParams('status=nope&page=-1'))).toEqual({ status: 'pending', page: 1 });
    expect(parseQueueParams(new URLSearchParams('page=1e9'))).toEqual({ status: 'pending', page: 1 });
  });
});
