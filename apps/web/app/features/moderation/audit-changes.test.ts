import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes.ts';

describe('auditChanges', () => {
  it('lists every key of both sides and marks the changed ones', () => {
    expect(auditChanges({ status: 0, reject_reason: null }, { status: 2, reject_reason: 'Duplicate post' })).toEqual([
      { key: 'status', before: '0', after: '2', changed: true },
      { key: 'reject_reason', before: 'null', after: 'Duplicate post', changed: true },
    ]);
    expect(auditChanges({ value: true, note: 'x' }, { value: true })).toEqual([
      { key: 'value', before: 'true', after: 'true', changed: false },
      { key: 'note', before: 'x', after: null, changed: true },
    ]);
  });

  it('handles a missing side (a new post) and nested values as text', () => {
    expect(auditChanges(null, { status: 1, tags: ['a', '<b>'] })).toEqual([
      { key: 'status', before: null, after: '1', changed: true },
      { key: 'tags', before: null, after: '["a","<b>"]', changed: true },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
