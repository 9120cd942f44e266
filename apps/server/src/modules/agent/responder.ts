import type { UIMessageChunk } from 'ai';
import type { AgentStoredMessage } from '@tradelink/shared/agent/chat';
import type { ToolContext } from './tools/context.ts';

// What both answerers (a model, or the built-in assistant) are given and give back. They write the
// assistant message's chunks between the turn's `start` and `finish`, which the turn writes.

export interface ResponderInput {
  ctx: ToolContext;
  /** The conversation so far, the new user message last. */
  history: AgentStoredMessage[];
  message: string;
  /** Aborted when the user stops (or the connection drops): stop and return what was written. */
  signal: AbortSignal;
  emit: (chunk: UIMessageChunk) => void;
  /** Tokens the conversation had used before this turn (its budget bounds this turn too). */
  spentTokens: number;
}

export interface ResponderResult {
  inputTokens: number;
  outputTokens: number;
}

/**
 * A turn that could not be answered: the code the user is told (translated), no answer saved. It
 * carries the tokens the provider was already paid for (steps that finished before the failure,
 * and an estimate for the words of an unfinished one): they count whatever happened next.
 */
export class TurnFailure extends Error {
  readonly code: 'AGENT_PROVIDER_FAILED' | 'AGENT_PROVIDER_TIMEOUT' | 'INTERNAL';
  readonly usage: ResponderResult;
  constructor(code: TurnFailure['code'], options: { cause?: unknown; usage?: ResponderResult } = {}) {
    super(code, { cause: options.cause });
    this.name = 'TurnFailure';
    this.code = code;
    this.usage = options.usage ?? { inputTokens: 0, outputTokens: 0 };
  }
}

/** The built-in assistant's count, and the estimate for a step the provider never reported: ~4 characters a token. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export type Responder = (input: ResponderInput) => Promise<ResponderResult>;

/** A whole text part at once (the built-in assistant's sentences). */
export function emitText(emit: (chunk: UIMessageChunk) => void, id: string, text: string) {
  emit({ type: 'text-start', id });
  emit({ type: 'text-delta', id, delta: text });
  emit({ type: 'text-end', id });
}
