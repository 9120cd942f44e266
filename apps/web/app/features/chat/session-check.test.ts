import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { User } from '@tradelink/shared/account/user';

// What the page concludes when the server ends the socket's session: whoever `customer.me` says is
// logged in now, and logged out when that cannot be known.

const api = vi.fn();
vi.mock('~/lib/api-client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), api: (...args: unknown[]) => api(...args) }));

const stopSocket = vi.fn();
vi.mock('~/lib/socket-manager.ts', () => ({ stopSocket: () => stopSocket() }));

const { ApiError } = await import('~/lib/api-client.ts');
const { ME_KEY } = await import('~/lib/me-query.ts');
const { endSession, recheckSession } = await import('./session-check.ts');

const user = { uuid: 'u1' } as User;
let queryClient: QueryClient;

beforeEach(() => {
  api.mockReset();
  stopSocket.mockClear();
  queryClient = new QueryClient();
  queryClient.setQueryData(ME_KEY, user);
});

describe('after the session ended', () => {
  it('reads who is logged in afresh, even with a fresh copy cached', async () => {
    api.mockResolvedValueOnce({ uuid: 'u1', fresh: true });
    await expect(recheckSession(queryClient)).resolves.toMatchObject({ uuid: 'u1', fresh: true });
    expect(api).toHaveBeenCalledWith('customer.me');
  });

  it('a 401 means logged out: the page forgets the user', async () => {
    api.mockRejectedValueOnce(new ApiError(401, 'UNAUTHORIZED', []));
    await expect(recheckSession(queryClient)).resolves.toBeNull();
    expect(queryClient.getQueryData(ME_KEY)).toBeNull();
  });

  it('no answer at all also counts as logged out (the server said the session ended)', async () => {
    api.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(recheckSession(queryClient)).resolves.toBeNull();
    expect(queryClient.getQueryData(ME_KEY)).toBeNull();
  });
});

describe('session:ended', () => {
  it('closes the socket before asking, and opens it again only for the same user', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const reopen = vi.fn();
    const ended = endSession(queryClient, () => 'u1', reopen);
    expect(stopSocket).toHaveBeenCalledTimes(1);
    expect(reopen).not.toHaveBeenCalled();
    answer({ uuid: 'u1' });
    await ended;
    expect(reopen).toHaveBeenCalledTimes(1);
  });

  it('stays closed when nobody, or someone else, is logged in now', async () => {
    const reopen = vi.fn();
    api.mockRejectedValueOnce(new ApiError(401, 'UNAUTHORIZED', []));
    await endSession(queryClient, () => 'u1', reopen);
    api.mockResolvedValueOnce({ uuid: 'u2' });
    await endSession(queryClient, () => 'u1', reopen);
    expect(reopen).not.toHaveBeenCalled();
    expect(stopSocket).toHaveBeenCalledTimes(2);
  });
});
