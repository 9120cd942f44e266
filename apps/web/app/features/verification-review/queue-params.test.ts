import { describe, expect, it } from 'vitest';
import { fileSizeLabel, isUpcoming, parseQueueParams } from './queue-params.ts';

describe('verification queue URL state', () => {
  it('reads kind, state, keyword and page, falling back on unknown values', () => {
    expect(parseQueueParams(new URLSearchParams(''))).toEqual({ kind: 'documents', state: 'waiting', keyword: '', page: 1 });
    expect(parseQueueParams(new URLSearchParams('kind=smart_tracing&state=decided&keyword=%20Acme%20&page=3'))).toEqual({
      kind: 'smart_tracing',
      state: 'decided',
      keyword: 'Acme',
      page: 3,
    });
    expect(parseQueueParams(new URLSearchParams('kind=work_email&state=all&page=-2'))).toEqual({ kind: 'documents', state: 'waiting', keyword: '', page: 1 });
    expect(parseQueueParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('tells upcoming appointments from past ones', () => {
    const now = Date.parse('2026-03-02T09:00:00Z');
    expect(isUpcoming('2026-03-02T10:00:00Z', now)).toBe(true);
    expect(isUpcoming('2026-03-02T08:00:00Z', now)).toBe(false);
    expect(isUpcoming(null, now)).toBe(false);
  });

  it('labels file sizes', () => {
    expect(fileSizeLabel(120)).toBe('1 KB');
    expect(fileSizeLabel(860_000)).toBe('840 KB');
    expect(fileSizeLabel(2_516_582)).toBe('2.4 MB');
  });
});
