import { DefaultChatTransport } from 'ai';
import { AGENT_CHAT_PATH, AGENT_DEFAULT_BASE_PATH, AGENT_SIGNED_PATH, type AgentChatRequest, type AgentSide } from '@tradelink/shared/agent/chat';
import type { Language } from '@tradelink/shared/constants/languages';
import { signedHeaders } from '@tradelink/shared/api/signing-browser';
import type { SignHeaders } from '@tradelink/shared/api/signing';
import { AgentRequestError, parseEnvelope, retryAfterSeconds } from './stream-error.ts';
import { lastUserMessage, textOf, type AgentUIMessage } from './agent-message.ts';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** What the page knows when a message is sent (read at send time: the conversation id arrives mid-way). */
export interface ChatContext {
  conversationId: string | null;
  side: AgentSide | undefined;
  locale: Language;
}

/**
 * The request body: only the new message travels (the server holds the conversation and never
 * trusts history from the client). A regenerate is the "retry" button: the last user message
 * again, with `retry: true`, and the server replaces the answer it had.
 */
export function chatBody(messages: readonly AgentUIMessage[], trigger: 'submit-message' | 'regenerate-message', context: ChatContext): AgentChatRequest {
  const message = textOf(trigger === 'regenerate-message' ? lastUserMessage(messages) : messages.at(-1));
  return {
    ...(context.conversationId ? { conversation_id: context.conversationId } : {}),
    message,
    ...(context.side ? { side: context.side } : {}),
    locale: context.locale,
    ...(trigger === 'regenerate-message' ? { retry: true } : {}),
  };
}

/** `${AGENT_BASE_URL}/chat`, the base given by the root's config (a path, or an address). */
export function chatUrl(baseUrl: string | undefined): string {
  return `${(baseUrl || AGENT_DEFAULT_BASE_PATH).replace(/\/+$/, '')}${AGENT_CHAT_PATH}`;
}

/**
 * The session cookie goes with the stream: `same-origin` for a path (the default), `include` for an
 * AGENT_BASE_URL on another port of the app's host (the cookie is host-wide; the server's CORS
 * answers the app's origin with credentials), decision 034.
 */
export function credentialsFor(url: string, pageOrigin = typeof window === 'undefined' ? undefined : window.location.origin): RequestCredentials {
  if (!pageOrigin || !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return 'same-origin';
  return new URL(url).origin === pageOrigin ? 'same-origin' : 'include';
}

/**
 * The stream's fetch: signed like a POST call over the exact JSON sent, always under the path
 * `/api/agent/chat` whatever address it goes to (contract, "Authentication"); sent with the session
 * cookie (`credentialsFor`). An answer that is not a stream becomes an `AgentRequestError` with its code, translated
 * messages and Retry-After (the SDK's own error would keep only the text).
 */
export function signedAgentFetch(signingKey: string, fetcher: Fetch = (input, init) => globalThis.fetch(input, init), sign: SignHeaders = signedHeaders): Fetch {
  return async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(sign(signingKey, { method: 'POST', path: AGENT_SIGNED_PATH, body, params: [] }))) headers.set(name, value);
    headers.set('Accept', 'text/event-stream');
    const response = await fetcher(input, { ...init, headers, credentials: credentialsFor(String(input)) });
    if (response.ok) return response;
    const text = await response.text().catch(() => '');
    const envelope = parseEnvelope(text);
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
    throw new AgentRequestError(response.status, envelope?.code ?? (response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR'), envelope?.messages ?? [], retryAfter);
  };
}

/** The chat transport of one page: `context()` is read for every message sent. */
export function agentTransport(options: { baseUrl: string | undefined; signingKey: string; context: () => ChatContext; fetch?: Fetch }) {
  return new DefaultChatTransport<AgentUIMessage>({
    api: chatUrl(options.baseUrl),
    credentials: 'same-origin',
    fetch: signedAgentFetch(options.signingKey, options.fetch),
    prepareSendMessagesRequest: ({ messages, trigger }) => ({ body: chatBody(messages, trigger, options.context()) }),
  });
}
