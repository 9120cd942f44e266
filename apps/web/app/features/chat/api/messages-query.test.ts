import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@tradelink/shared/chat/chat';

// A conversation's first load racing a live message: the history must still be fetched whatever
// order things happen in, and a failed first load is retried as a first load.

const api = vi.fn();
vi.mock('~/lib/api-client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), api: (...args: unknown[]) => api(...args) }));

const { addLiveMessage, messagesQuery } = await import('./messages-query.ts');
const { chatKeys } = await import('./chat-keys.ts');

const msg = (index: number): ChatMessage => ({
  conversation_id: 'c1',
  index,
  author: 'SUP1',
  kind: 'text',
  body: `message ${index}`,
  attributes: { embed: null, hidden: [] },
  client_id: null,
  date_created: new Date(Date.UTC(2026, 2, 2, 9, index)).toISOString(),
});

const page = (from: number, to: number, hasMore: boolean) => ({
  messages: Array.from({ length: to - from + 1 }, (_, i) => msg(from + i)),
  has_more: hasMore,
});

let queryClient: QueryClient;
const load = () => queryClient.fetchQuery(messagesQuery(queryClient, 'c1'));
const indexes = () => queryClient.getQueryData<{ messages: ChatMessage[] }>(chatKeys.messages('c1'))?.messages.map((m) => m.index);

beforeEach(() => {
  api.mockReset();
  // Retries as the app's client does (once), without the wait.
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } });
});

describe('the first load of a conversation', () => {
  it('a live message during a first load that fails is not taken for the history: the retry loads the latest page', async () => {
    api.mockImplementationOnce(async () => {
      addLiveMessage(queryClient, msg(33));
      throw new Error('network down');
    });
    api.mockResolvedValueOnce(page(3, 32, true));
    const window = await load();
    expect(api).toHaveBeenCalledTimes(2);
    expect(api).toHaveBeenLastCalledWith('chat.get_messages', { conversation_id: 'c1' });
    expect(window.messages.map((m) => m.index)).toEqual([...Array.from({ length: 30 }, (_, i) => i + 3), 33]);
    expect(window.hasOlder).toBe(true);
    expect(window.loaded).toBe(true);
  });

  it('after a first load that failed for good, the next load is still a first load, keeping the live messages', async () => {
    api.mockImplementation(async () => {
      addLiveMessage(queryClient, msg(33));
      throw new Error('network down');
    });
    await expect(load()).rejects.toThrow('network down');
    expect(indexes()).toEqual([33]);
    api.mockReset();
    api.mockResolvedValueOnce(page(31, 32, true));
    const window = await load();
    expect(api).toHaveBeenCalledWith('chat.get_messages', { conversation_id: 'c1' });
    expect(window.messages.map((m) => m.index)).toEqual([31, 32, 33]);
    expect(window.hasOlder).toBe(true);
  });

  it('once loaded, a refetch catches up after the last known index', async () => {
    api.mockResolvedValueOnce(page(31, 32, true));
    await load();
    api.mockResolvedValueOnce(page(33, 34, false));
    await queryClient.refetchQueries({ queryKey: chatKeys.messages('c1') });
    expect(api).toHaveBeenLastCalledWith('chat.get_messages', { conversation_id: 'c1', after_index: 32 });
    expect(indexes()).toEqual([31, 32, 33, 34]);
  });

  it('a live message for a conversation no screen loads is not cached (it would never fetch its history)', () => {
    addLiveMessage(queryClient, msg(5));
    expect(queryClient.getQueryState(chatKeys.messages('c1'))).toBeUndefined();
  });
});
