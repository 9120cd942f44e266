import { describe, expect, it } from 'vitest';
import { reportCreateRequest } from './report.ts';
import { reviewCreateRequest } from './review.ts';
import { hideReviewRequest } from './admin-trust.ts';

/** The first message per field, as forms and the server's error show it. */
const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('reviewCreateRequest', () => {
  const valid = { target_identity: 'sup123abc', rating: 4, body: '  Good samples, fast replies.  ' };

  it('trims the text and upper-cases the identity', () => {
    expect(reviewCreateRequest.parse(valid)).toEqual({ target_identity: 'SUP123ABC', rating: 4, body: 'Good samples, fast replies.' });
  });

  it('names what is wrong: no rating, a text under 10 characters once trimmed, a text over 2000', () => {
    expect(messages(reviewCreateRequest.safeParse({ ...valid, rating: 0 }))).toEqual({ rating: 'required' });
    expect(messages(reviewCreateRequest.safeParse({ ...valid, body: '   short   ' }))).toEqual({ body: 'review_too_short' });
    expect(messages(reviewCreateRequest.safeParse({ ...valid, body: '   ' }))).toEqual({ body: 'required' });
    expect(messages(reviewCreateRequest.safeParse({ ...valid, body: 'x'.repeat(2001) }))).toEqual({ body: 'too_long' });
    expect(reviewCreateRequest.safeParse({ ...valid, body: 'x'.repeat(2000) }).success).toBe(true);
    expect(reviewCreateRequest.safeParse({ ...valid, target_identity: 'CUS-12' }).success).toBe(false);
  });
});

describe('reportCreateRequest', () => {
  const base = { target_type: 'product', target_id: '42', reason: 'spam' };

  it('takes details as optional, except for the reason "other"', () => {
    expect(reportCreateRequest.safeParse(base).success).toBe(true);
    expect(messages(reportCreateRequest.safeParse({ ...base, reason: 'other', details: '  ' }))).toEqual({ details: 'required' });
    expect(reportCreateRequest.safeParse({ ...base, reason: 'other', details: 'Copied photos from our catalogue.' }).success).toBe(true);
  });

  it('asks for a reason when none is chosen and refuses unknown ones', () => {
    expect(messages(reportCreateRequest.safeParse({ ...base, reason: undefined }))).toEqual({ reason: 'required' });
    expect(messages(reportCreateRequest.safeParse({ ...base, reason: 'boring' }))).toEqual({ reason: 'invalid' });
  });
});

describe('hideReviewRequest', () => {
  it('needs a reason to hide, none to show again', () => {
    expect(messages(hideReviewRequest.safeParse({ id: 3, hidden: true, reason: ' ' }))).toEqual({ reason: 'required' });
    expect(hideReviewRequest.safeParse({ id: 3, hidden: false }).success).toBe(true);
  });
});
