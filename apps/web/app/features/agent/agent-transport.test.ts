import { describe, expect, it } from 'vitest';
import { agentChatRequest, AGENT_SIGNED_PATH } from '@tradelink/shared/agent/chat';
import { signedHeaders } from '@tradelink/shared/api/signing-browser';
import { chatBody, chatUrl, credentialsFor, signedAgentFetch } from './agent-transport.ts';
import { AgentRequestError } from './stream-error.ts';
import type { AgentUIMessage } from './agent-message.ts';

const user = (id: string, text: string): AgentUIMessage => ({ id, role: 'user', parts: [{ type: 'text', text }] });
const agent = (id: string, text: string): AgentUIMessage => ({ id, role: 'assistant', parts: [{ type: 'step-start' }, { type: 'text', text }] });

describe('the agent chat request', () => {
  it('sends only the new message, with the conversation, side and interface language', () => {
    const history = [user('1', 'Find coffee'), agent('2', 'Here are 5 products'), user('3', '  Only from Vietnam  ')];
    const body = chatBody(history, 'submit-message', { conversationId: '6f1c1f9e-8f0e-4f57-9d5e-0c8e3c7c2a11', side: 'buyer', locale: 'vi' });
    expect(body).toEqual({ conversation_id: '6f1c1f9e-8f0e-4f57-9d5e-0c8e3c7c2a11', message: 'Only from Vietnam', side: 'buyer', locale: 'vi' });
    expect(agentChatRequest.safeParse(body).success).toBe(true);
    // A new conversation: no id (the server starts one), no side for a one-sided account.
    expect(chatBody([user('1', 'Hi there')], 'submit-message', { conversationId: null, side: undefined, locale: 'zh' })).toEqual({ message: 'Hi there', locale: 'zh' });
  });

  it('retries the last user message with retry: true (the previous answer is replaced)', () => {
    const history = [user('1', 'Find coffee'), agent('2', 'Half an answer')];
    const body = chatBody(history, 'regenerate-message', { conversationId: '6f1c1f9e-8f0e-4f57-9d5e-0c8e3c7c2a11', side: 'buyer', locale: 'en' });
    expect(body).toMatchObject({ message: 'Find coffee', retry: true });
    expect(agentChatRequest.safeParse(body).success).toBe(true);
  });

  it('goes to AGENT_BASE_URL/chat, a path or an address', () => {
    expect(chatUrl(undefined)).toBe('/api/agent/chat');
    expect(chatUrl('/api/agent/')).toBe('/api/agent/chat');
    expect(chatUrl('https://agent.example.test/v1')).toBe('https://agent.example.test/v1/chat');
  });

  it('sends the session cookie to the same server, and to an agent address on another port of its host', () => {
    expect(credentialsFor('/api/agent/chat', 'https://tradelink.example')).toBe('same-origin');
    expect(credentialsFor('https://tradelink.example/api/agent/chat', 'https://tradelink.example')).toBe('same-origin');
    expect(credentialsFor('https://tradelink.example:8443/chat', 'https://tradelink.example')).toBe('include');
    expect(credentialsFor('/api/agent/chat', undefined)).toBe('same-origin');
  });

  it('signs the exact body under /api/agent/chat whatever the address, with the session cookie', async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const fetch = signedAgentFetch('k3y', async (url, init) => {
      seen.push({ url: String(url), init: init! });
      return new Response('data: {"type":"start"}\n\n', { status: 200, headers: { 'content-type': 'text/event-stream' } });
    }, (key, input) => ({ ...signedHeaders(key, input, 1_700_000_000_000), 'x-signed-path': input.path, 'x-signed-body': input.body }));
    const body = JSON.stringify({ message: 'Find coffee' });
    const response = await fetch('https://agent.example.test/v1/chat', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    expect(response.ok).toBe(true);
    const headers = new Headers(seen[0]!.init.headers);
    expect(headers.get('x-signed-path')).toBe(AGENT_SIGNED_PATH);
    expect(headers.get('x-signed-body')).toBe(body);
    expect(headers.get('X-Control-Hash')).toBe(signedHeaders('k3y', { method: 'POST', path: AGENT_SIGNED_PATH, body, params: [] }, 1_700_000_000_000)['X-Control-Hash']);
    expect(headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.init.credentials).toBe('same-origin');
  });

  it('turns a refusal into an error with its code, messages and Retry-After', async () => {
    const fetch = signedAgentFetch('k3y', async () =>
      new Response(JSON.stringify({ messages: ['Please wait 20 seconds.'], code: 'AGENT_RATE_LIMITED' }), { status: 429, headers: { 'Retry-After': '20' } }),
    );
    const error = await fetch('/api/agent/chat', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentRequestError);
    expect(error).toMatchObject({ status: 429, code: 'AGENT_RATE_LIMITED', messages: ['Please wait 20 seconds.'], retryAfter: 20 });
    const bare = await signedAgentFetch('k', async () => new Response('oops', { status: 500 }))('/x', { body: '{}' }).catch((e: unknown) => e);
    expect(bare).toMatchObject({ status: 500, code: 'INTERNAL', messages: [] });
  });
});
