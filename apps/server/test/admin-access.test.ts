import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '@tradelink/shared/api/calls';
import { operatorCalls } from '../src/lib/define-call.ts';
import { buildTestApp, call, registerAndLogin, type TestApp } from './helper.ts';
import { createOperator } from './factories/operator.ts';

// The operators' console: every call it uses refuses anyone without the Operator role, whatever
// they send. The list is what the server registered with 'operator' access, checked against the
// call table so a staff call registered as 'user' by mistake fails here too.

let t: TestApp;
let customer: string;
let supplier: string;
let operator: string;

beforeAll(async () => {
  t = await buildTestApp();
  customer = (await registerAndLogin(t, { account_type: 'Buyer' })).cookie;
  supplier = (await registerAndLogin(t, { account_type: 'Seller' })).cookie;
  operator = (await createOperator(t)).cookie;
});
afterAll(() => t.close());

const methodOf = (name: CallName) => (calls[name] as { method: 'GET' | 'POST' }).method;
// Any input: the role is checked before the input is read, so nothing leaks through validation errors.
const send = (name: CallName, cookie?: string) =>
  methodOf(name) === 'GET' ? call(t.app, 'GET', name, { cookie, query: { id: '1' } }) : call(t.app, 'POST', name, { cookie, body: { id: 1 } });

describe('operator-only calls', () => {
  it('are every admin.* call of the call table, plus the post review call', () => {
    const staff = (Object.keys(calls) as CallName[]).filter((name) => name.startsWith('admin.'));
    expect(staff.length).toBeGreaterThan(15);
    expect([...operatorCalls].sort()).toEqual([...staff, 'moderation.review_post'].sort());
  });

  it('answer 401 to guests', async () => {
    for (const name of operatorCalls) {
      const res = await send(name);
      expect(res.statusCode, name).toBe(401);
    }
  });

  it('answer 403 to a buyer and to a supplier', async () => {
    for (const name of operatorCalls) {
      for (const cookie of [customer, supplier]) {
        const res = await send(name, cookie);
        expect(res.statusCode, name).toBe(403);
        expect(res.json().code, name).toBe('FORBIDDEN');
      }
    }
  });

  it('let an operator through (the answer is the call’s own, never 401/403)', async () => {
    for (const name of operatorCalls) {
      const res = await send(name, operator);
      expect([401, 403], name).not.toContain(res.statusCode);
    }
  });
});
