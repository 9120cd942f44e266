import { describe, expect, it } from 'vitest';
import { companyLabel, decidedOutcome, outcomeOf } from './outcome.ts';

describe('decision outcomes', () => {
  it('names tracing results passed/failed and other decisions approve/reject', () => {
    expect(outcomeOf('smart_tracing', 'approve')).toBe('passed');
    expect(outcomeOf('smart_tracing', 'reject')).toBe('failed');
    expect(outcomeOf('documents', 'reject')).toBe('reject');
    expect(outcomeOf('business', 'approve')).toBe('approve');
  });

  it('reads a decided request and leaves waiting ones undecided', () => {
    expect(decidedOutcome({ kind: 'smart_tracing', status: 'rejected' })).toBe('failed');
    expect(decidedOutcome({ kind: 'documents', status: 'approved' })).toBe('approve');
    expect(decidedOutcome({ kind: 'documents', status: 'pending' })).toBeNull();
    expect(decidedOutcome({ kind: 'smart_tracing', status: 'scheduled' })).toBeNull();
  });

  it('falls back to the identity when a buyer has no company name', () => {
    const company = { identity: 'BUR123', verification_level: null, is_biz_verified: false, country: null, website: null };
    expect(companyLabel({ company: { ...company, name: null } })).toBe('BUR123');
    expect(companyLabel({ company: { ...company, name: 'Acme Imports' } })).toBe('Acme Imports');
  });
});
