import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@tradelink/shared/chat/chat';
import type { Ack } from '@tradelink/shared/realtime/events';
import { loadedEmptyWindow, type MessageWindow } from '../message-window.ts';

// Sending a message: which refusals are worth a retry, the socket's UNAUTHORIZED falling back to
// HTTP (the cookie session may still be good), and discarding a message that will not go.

const api = vi.fn();
vi.mock('~/lib/api-client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), api: (...args: unknown[]) => api(...args) }));
let ack: Ack<ChatMessage> | null = null;
const emitWithAck = vi.fn(async () => ack);
vi.mock('~/lib/socket.ts', () => ({ getSocket: () => (ack ? { timeout: () => ({ emitWithAck }) } : null) }));

const { deliver, discardOutgoing, isFinalSendError, newOutgoing } = await import('./send-message.ts');
const { chatKeys } = await import('./chat-keys.ts');

const stored = (clientId: string): ChatMessage => ({
  conversation_id: 'c1',
  index: 1,
  author: 'BUR1',
  kind: 'text',
  body: 'hello',
  attributes: { embed: null, hidden: [] },
  client_id: clientId,
  date_created: '2026-03-02T09:00:00Z',
});

let queryClient: QueryClient;
const window = () => queryClient.getQueryData<MessageWindow>(chatKeys.messages('c1'))!;

beforeEach(() => {
  api.mockReset();
  emitWithAck.mockClear();
  ack = null;
  queryClient = new QueryClient();
  queryClient.setQueryData(chatKeys.messages('c1'), loadedEmptyWindow());
});

describe('sending a message', () => {
  it('a socket UNAUTHORIZED goes over HTTP with the same client_id, and the message is stored', async () => {
    ack = { ok: false, code: 'UNAUTHORIZED' };
    const outgoing = newOutgoing('c1', 'hello');
    api.mockResolvedValueOnce(stored(outgoing.client_id));
    await expect(deliver(queryClient, outgoing)).resolves.toMatchObject({ index: 1 });
    expect(emitWithAck).toHaveBeenCalledTimes(1);
    expect(api).toHaveBeenCalledWith('chat.send_message', { conversation_id: 'c1', client_id: outgoing.client_id, body: 'hello' });
    expect(window().messages.map((m) => m.client_id)).toEqual([outgoing.client_id]);
    expect(window().outgoing).toEqual([]);
  });

  it('a socket refusal a retry cannot fix is not sent again over HTTP; the bubble keeps the reason', async () => {
    ack = { ok: false, code: 'CHAT_REJECTED' };
    const outgoing = newOutgoing('c1', 'hello');
    await expect(deliver(queryClient, outgoing)).resolves.toBeNull();
    expect(api).not.toHaveBeenCalled();
    expect(window().outgoing).toMatchObject([{ client_id: outgoing.client_id, status: 'failed', error: 'CHAT_REJECTED' }]);
    expect(isFinalSendError(window().outgoing[0]!.error)).toBe(true);
  });

  it('a network failure may be retried; a discarded message is gone', async () => {
    api.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const outgoing = newOutgoing('c1', 'hello');
    await deliver(queryClient, outgoing);
    const failed = window().outgoing[0]!;
    expect(failed).toMatchObject({ status: 'failed', error: 'NETWORK_ERROR' });
    expect(isFinalSendError(failed.error)).toBe(false);
    discardOutgoing(queryClient, failed);
    expect(window().outgoing).toEqual([]);
  });

  it('tells the refusals that will never succeed from those worth a retry', () => {
    for (const code of ['CHAT_REJECTED', 'CHAT_WAITING_ACCEPTANCE', 'EMBED_INVALID', 'VALIDATION_ERROR']) expect(isFinalSendError(code), code).toBe(true);
    for (const code of ['UNAUTHORIZED', 'NETWORK_ERROR', 'RATE_LIMITED', undefined]) expect(isFinalSendError(code), String(code)).toBe(false);
  });
});
