import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny stand-in for the Stripe API (there is no internet in tests): records each request with its
// form-encoded parameters and answers the few calls the server makes with plausible objects, in the
// shapes of the pinned API version. It remembers what a test told it (which intent paid which
// invoice) and what it was asked to do (cancelled subscriptions), and can be told to fail a call.

export interface StripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  let sessions = 0;
  const canceled = new Set<string>();
  /** invoice id -> the payment intent that paid it (Stripe's invoice payments). */
  const invoicePayments = new Map<string, string>();
  /** `METHOD path` -> how many more requests to answer with an error. */
  const failing = new Map<string, number>();

  const invoicePayment = (invoice: string, intent: string) => ({
    id: `inpay_${invoice}`,
    object: 'invoice_payment',
    invoice,
    is_default: true,
    status: 'paid',
    payment: { type: 'payment_intent', payment_intent: intent },
  });
  const list = (data: unknown[]) => ({ object: 'list', data, has_more: false, url: '/v1/invoice_payments' });

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const params = new URLSearchParams(method === 'GET' || method === 'DELETE' ? url.search : body);
      const key = req.headers['idempotency-key'];
      requests.push({ method, path: url.pathname, params, idempotencyKey: typeof key === 'string' ? key : undefined });
      const answer = (status: number, object: unknown) => {
        // Never retried by the client: a failure is seen at once.
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}`, 'stripe-should-retry': 'false' });
        res.end(JSON.stringify(object));
      };
      const path = url.pathname;
      const failures = failing.get(`${method} ${path}`) ?? 0;
      if (failures > 0) {
        failing.set(`${method} ${path}`, failures - 1);
        return answer(500, { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } });
      }
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_fake${++sessions}`;
        return answer(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      let match = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
      if (method === 'POST' && match) return answer(200, { id: match[1], object: 'checkout.session', status: 'expired' });
      match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
      if (match) {
        const id = match[1]!;
        const status = canceled.has(id) ? 'canceled' : 'active';
        if (method === 'GET') return answer(200, { id, object: 'subscription', status });
        if (method === 'POST') return answer(200, { id, object: 'subscription', status, cancel_at_period_end: params.get('cancel_at_period_end') === 'true' });
        if (method === 'DELETE') {
          // Like Stripe: a canceled subscription cannot be canceled again.
          if (canceled.has(id)) return answer(400, { error: { type: 'invalid_request_error', message: 'This subscription is already canceled.' } });
          canceled.add(id);
          return answer(200, { id, object: 'subscription', status: 'canceled' });
        }
      }
      if (method === 'POST' && path === '/v1/refunds') return answer(200, { id: `re_fake${requests.length}`, object: 'refund', status: 'succeeded', payment_intent: params.get('payment_intent') });
      if (method === 'GET' && path === '/v1/invoice_payments') {
        const invoice = params.get('invoice');
        const intent = params.get('payment[payment_intent]');
        const found = [...invoicePayments].filter(([i, p]) => (!invoice || i === invoice) && (!intent || p === intent));
        return answer(200, list(found.map(([i, p]) => invoicePayment(i, p))));
      }
      return answer(404, { error: { type: 'invalid_request_error', message: `No such route ${method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests to one path, oldest first. */
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    /** Stripe knows that `intent` paid `invoice` (its invoice payments list answers so). */
    paid: (invoice: string, intent: string) => void invoicePayments.set(invoice, intent),
    /** The next `times` requests to `METHOD path` fail with a server error. */
    fail: (method: string, path: string, times = 1) => void failing.set(`${method} ${path}`, times),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
