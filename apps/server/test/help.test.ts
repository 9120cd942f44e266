import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_COMMENT_MAX, type HelpFeedbackSummary } from '@tradelink/shared/help/help';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';
import { createOperator, type OperatorAccount } from './factories/operator.ts';

let t: TestApp;
let operator: OperatorAccount;
let buyer: { cookie: string };

beforeAll(async () => {
  t = await buildTestApp();
  [operator, buyer] = await Promise.all([createOperator(t), registerAndLogin(t, { account_type: 'Buyer' })]);
});
afterAll(() => t.close());

const guest = () => `tl_gid=${crypto.randomBytes(12).toString('hex')}`;
const vote = (body: Record<string, unknown>, options: { cookie?: string; lang?: string } = {}) => call(t.app, 'POST', 'help.send_feedback', { body, ...options });
const summary = async (cookie: string) => {
  const res = await call(t.app, 'GET', 'admin.help_feedback', { cookie });
  expect(res.statusCode).toBe(200);
  return res.json().message.data as HelpFeedbackSummary;
};

describe('help.send_feedback', () => {
  it('records a vote with a comment, and operators see the counts and the comment as text', async () => {
    const comment = `<script>alert(1)</script> the steps for Level 2 ${crypto.randomBytes(3).toString('hex')}`;
    const res = await vote({ article: 'verification-levels', helpful: false, comment }, { cookie: guest(), lang: 'vi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.data).toEqual({ recorded: true });
    expect((await vote({ article: 'verification-levels', helpful: true }, { cookie: guest() })).statusCode).toBe(200);

    const data = await summary(operator.cookie);
    const row = data.articles.find((a) => a.article === 'verification-levels')!;
    expect(row).toMatchObject({ centre: 'suppliers' });
    expect(row.yes).toBeGreaterThanOrEqual(1);
    expect(row.no).toBeGreaterThanOrEqual(1);
    // Stored as sent; the console renders it as text (React escapes it).
    expect(data.comments.find((c) => c.comment === comment)).toMatchObject({ helpful: false, language: 'vi', article: 'verification-levels' });
    // Every article is listed, voted on or not.
    expect(data.articles.some((a) => a.article === 'partner-programme')).toBe(true);
  });

  it('takes one vote per visitor and article: a second one is a translated 409', async () => {
    const cookie = guest();
    expect((await vote({ article: 'post-an-rfq', helpful: true }, { cookie })).statusCode).toBe(200);
    const again = await vote({ article: 'post-an-rfq', helpful: false }, { cookie, lang: 'vi' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'HELP_VOTE_EXISTS', messages: ['Bạn đã đánh giá bài viết này rồi. Cảm ơn bạn!'] });
    // Another article is another vote; a logged-in user is counted by their account.
    expect((await vote({ article: 'compare-quotations', helpful: true }, { cookie })).statusCode).toBe(200);
    expect((await vote({ article: 'post-an-rfq', helpful: true }, { cookie: buyer.cookie })).statusCode).toBe(200);
    expect((await vote({ article: 'post-an-rfq', helpful: true }, { cookie: buyer.cookie })).statusCode).toBe(409);
  });

  it('refuses bad input with a translated 400, never a 5xx', async () => {
    const cases: Record<string, unknown>[] = [
      { article: 'no-such-article', helpful: true },
      { article: 'post-an-rfq' },
      { article: 'post-an-rfq', helpful: 'yes' },
      { article: 'post-an-rfq', helpful: true, comment: 'x'.repeat(HELP_COMMENT_MAX + 1) },
      { article: ['post-an-rfq'], helpful: true },
      { article: 42, helpful: true, comment: { a: 1 } },
      {},
    ];
    for (const body of cases) {
      const res = await vote(body, { cookie: guest(), lang: 'zh' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().messages[0]).toMatch(/[\u4e00-\u9fff]/);
    }
    const long = await vote({ article: 'post-an-rfq', helpful: true, comment: 'x'.repeat(HELP_COMMENT_MAX + 1) }, { cookie: guest(), lang: 'en' });
    expect(long.json().messages[0]).toMatch(/Comment/);
    // A comment of exactly the limit is fine.
    expect((await vote({ article: 'buyer-premium', helpful: true, comment: 'y'.repeat(HELP_COMMENT_MAX) }, { cookie: guest() })).statusCode).toBe(200);
  });
});

describe('admin.help_feedback', () => {
  it('is for operators only', async () => {
    expect((await call(t.app, 'GET', 'admin.help_feedback')).statusCode).toBe(401);
    const res = await call(t.app, 'GET', 'admin.help_feedback', { cookie: buyer.cookie, lang: 'vi' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});
