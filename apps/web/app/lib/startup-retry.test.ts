import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStartupRetry } from './startup-retry.ts';

const answer = (status: number) => new Response('{}', { status });

describe('withStartupRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries a read again after 2, 4 and 8 s while the server is unreachable, then fails', async () => {
    const fetcher = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const call = withStartupRetry(fetcher)('/api/customer.me');
    const failed = expect(call).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetcher).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(8000);
    expect(fetcher).toHaveBeenCalledTimes(4);
    await failed;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetcher).toHaveBeenCalledTimes(4);
  });

  it('retries 502 and 503 until the server answers', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(502)).mockResolvedValueOnce(answer(200));
    const call = withStartupRetry(fetcher)('/api/get_variates');
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    expect((await call).status).toBe(200);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('never retries a 4xx, a POST, or anything once the server has answered', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce(answer(404));
    const client = withStartupRetry(fetcher);
    expect((await client('/api/product.get')).status).toBe(404);
    fetcher.mockResolvedValueOnce(answer(503));
    expect((await client('/api/product.get')).status).toBe(503);
    expect(fetcher).toHaveBeenCalledTimes(2);

    const post = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(withStartupRetry(post)('/api/rfq.create', { method: 'POST' })).rejects.toThrow();
    expect(post).toHaveBeenCalledTimes(1);
  });
});
