import { describe, expect, it } from 'vitest';
import type { SupplierVerificationStatus, VerificationRequestView } from '@tradelink/shared/verification/verification';
import { ladderSteps } from './ladder-state.ts';

const request = (kind: VerificationRequestView['kind'], status: VerificationRequestView['status']): VerificationRequestView => ({
  id: 1,
  kind,
  status,
  work_email: null,
  code_expires_at: null,
  documents: [],
  note: null,
  scheduled_at: null,
  contact_name: null,
  contact_phone: null,
  review_note: null,
  reviewed_at: null,
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
});

const status = (over: Partial<SupplierVerificationStatus>): SupplierVerificationStatus => ({
  verification_level: 1,
  last_verified_datetime: null,
  is_verified_work_email: false,
  website_domain: null,
  next_step: 'work_email',
  work_email: null,
  documents: null,
  smart_tracing: null,
  ...over,
});

const states = (s: SupplierVerificationStatus) => ladderSteps(s).map((step) => step.state);

describe('the verification ladder', () => {
  it('opens the next level only and locks the ones after it', () => {
    expect(states(status({}))).toEqual(['done', 'available', 'locked', 'locked']);
    expect(states(status({ verification_level: 2 }))).toEqual(['done', 'done', 'available', 'locked']);
    expect(states(status({ verification_level: 4 }))).toEqual(['done', 'done', 'done', 'done']);
  });

  it('shows what the open level waits for', () => {
    expect(states(status({ work_email: request('work_email', 'code_sent') }))[1]).toBe('code_sent');
    expect(states(status({ work_email: request('work_email', 'expired') }))[1]).toBe('available');
    expect(states(status({ verification_level: 2, documents: request('documents', 'pending') }))[2]).toBe('in_review');
    expect(states(status({ verification_level: 2, documents: request('documents', 'rejected') }))[2]).toBe('rejected');
    expect(states(status({ verification_level: 3, smart_tracing: request('smart_tracing', 'scheduled') }))[3]).toBe('scheduled');
    expect(states(status({ verification_level: 3, smart_tracing: request('smart_tracing', 'cancelled') }))[3]).toBe('available');
  });
});
