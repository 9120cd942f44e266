/**
 * What went wrong with one turn of the chat, read from whatever the AI SDK hands `onError`:
 * - our own `AgentRequestError`, thrown by the signed fetch (agent-transport.ts) for an answer that
 *   is not a stream (it keeps the status and Retry-After the SDK's error drops);
 * - the SDK's error for such an answer (`statusCode` + `responseBody`, or an `Error` whose message
 *   is the response text): the envelope `{ messages, code }` is parsed from it;
 * - an `error` chunk during the stream: its text is the server's translated message, and the
 *   `data-agent-error` part that came just before it gave the code;
 * - a failed connection (TypeError from fetch).
 */
export interface AgentFailure {
  code: string;
  /** The server's translated message, when it sent one. */
  message: string | null;
  status: number | null;
  /** Seconds until a refused message may be sent again (429's Retry-After). */
  retryAfter: number | null;
}

/** How the page answers a failure: which action it offers beside the message. */
export type FailureAction = 'retry' | 'new_conversation' | 'upgrade' | 'wait' | 'sign_in' | 'reload' | 'none';

export class AgentRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messages: string[];
  readonly retryAfter: number | null;
  constructor(status: number, code: string, messages: string[], retryAfter: number | null) {
    super(messages[0] ?? code);
    this.name = 'AgentRequestError';
    this.status = status;
    this.code = code;
    this.messages = messages;
    this.retryAfter = retryAfter;
  }
}

/** Reads `{ messages: string[], code }` from a response text; null when it is not that. */
export function parseEnvelope(text: string): { code: string; messages: string[] } | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object') return null;
  const { messages, code } = json as Record<string, unknown>;
  if (typeof code !== 'string') return null;
  const list = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
  return { code, messages: list };
}

/** Seconds from a Retry-After header (seconds, or an HTTP date), or null. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(1, Math.ceil((date - now) / 1000));
}

/** The error of one turn; `streamCode`: the code of the `data-agent-error` part, if one came. */
export function readFailure(error: unknown, streamCode: string | null = null): AgentFailure {
  if (error instanceof AgentRequestError) {
    return { code: error.code, message: error.messages[0] ?? null, status: error.status, retryAfter: error.retryAfter };
  }
  if (error && typeof error === 'object') {
    const e = error as { name?: unknown; message?: unknown; statusCode?: unknown; responseBody?: unknown };
    const status = typeof e.statusCode === 'number' ? e.statusCode : null;
    const text = typeof e.responseBody === 'string' ? e.responseBody : typeof e.message === 'string' ? e.message : '';
    const envelope = parseEnvelope(text);
    if (envelope) return { code: envelope.code, message: envelope.messages[0] ?? null, status, retryAfter: null };
    // fetch's own failure: the request never reached the server (or the connection dropped).
    if (e.name === 'TypeError') return { code: 'NETWORK_ERROR', message: null, status: null, retryAfter: null };
    if (streamCode) return { code: streamCode, message: text || null, status, retryAfter: null };
    if (status !== null) return { code: status >= 500 ? 'INTERNAL' : 'HTTP_ERROR', message: null, status, retryAfter: null };
    // An `error` chunk without a code before it: its text is still the server's message.
    return { code: 'INTERNAL', message: text && !/^(failed to fetch|load failed|network)/i.test(text) ? text : null, status: null, retryAfter: null };
  }
  return { code: streamCode ?? 'INTERNAL', message: null, status: null, retryAfter: null };
}

/** The action the page offers for a failure (the message itself is the server's, else generic). */
export function failureAction(failure: Pick<AgentFailure, 'code' | 'status'>): FailureAction {
  switch (failure.code) {
    case 'AGENT_PROVIDER_FAILED':
    case 'AGENT_PROVIDER_TIMEOUT':
    case 'INTERNAL':
    case 'NETWORK_ERROR':
    case 'AGENT_CONVERSATION_BUSY':
      return 'retry';
    case 'AGENT_CONVERSATION_BUDGET':
    case 'AGENT_CONVERSATION_NOT_FOUND':
      return 'new_conversation';
    case 'AGENT_PLAN_REQUIRED':
      return 'upgrade';
    case 'AGENT_DAILY_LIMIT':
    case 'AGENT_RATE_LIMITED':
      return 'wait';
    case 'UNAUTHORIZED':
      return 'sign_in';
    case 'BAD_SIGNATURE':
      // The page's signing key or clock is off: a reload fetches the key again.
      return 'reload';
    default:
      return failure.status !== null && failure.status >= 500 ? 'retry' : 'none';
  }
}

/** When a refused message may be sent again, from Retry-After (null when unknown). */
export function retryAt(failure: Pick<AgentFailure, 'retryAfter'>, now = Date.now()): Date | null {
  return failure.retryAfter ? new Date(now + failure.retryAfter * 1000) : null;
}
