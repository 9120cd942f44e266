import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny stand-in for the Stripe API (there is no internet in tests): records each request with its
// form-encoded parameters and answers the few calls the server makes with plausible objects.

export interface StripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  let sessions = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = new URLSearchParams(req.method === 'GET' ? url.search : body);
      const key = req.headers['idempotency-key'];
      requests.push({ method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey: typeof key === 'string' ? key : undefined });
      const answer = (status: number, object: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
        res.end(JSON.stringify(object));
      };
      const path = url.pathname;
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_fake${++sessions}`;
        return answer(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      let match = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
      if (req.method === 'POST' && match) return answer(200, { id: match[1], object: 'checkout.session', status: 'expired' });
      match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
      if (match && req.method === 'POST') return answer(200, { id: match[1], object: 'subscription', status: 'active', cancel_at_period_end: params.get('cancel_at_period_end') === 'true' });
      if (match && req.method === 'DELETE') return answer(200, { id: match[1], object: 'subscription', status: 'canceled' });
      if (req.method === 'POST' && path === '/v1/refunds') return answer(200, { id: `re_fake${requests.length}`, object: 'refund', status: 'succeeded', payment_intent: params.get('payment_intent') });
      return answer(404, { error: { type: 'invalid_request_error', message: `No such route ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests to one path, oldest first. */
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
