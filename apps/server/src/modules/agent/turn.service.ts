import crypto from 'node:crypto';
import { readUIMessageStream, type UIMessage, type UIMessageChunk } from 'ai';
import type { AgentChatRequest, AgentMessageMetadata, AgentStoredMessage } from '@tradelink/shared/agent/chat';
import {
  AGENT_CONVERSATION_MAX_MESSAGES,
  AGENT_CONVERSATION_TOKEN_BUDGET,
  AGENT_RATE_LIMIT,
  AGENT_TITLE_MAX,
} from '@tradelink/shared/constants/agent';
import type { Language } from '@tradelink/shared/constants/languages';
import { translateError } from '@tradelink/shared/i18n/translate';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/session.repository.ts';
import { agentAccess, requirePlan } from './access.ts';
import { respondBuiltin } from './builtin/builtin-responder.ts';
import * as repo from './conversation.repository.ts';
import { nextUtcMidnight, presentMessage, requireOwnConversation } from './conversation.service.ts';
import { knownFrom } from './known-records.ts';
import { respondWithModel } from './model-responder.ts';
import { TurnFailure, type Responder } from './responder.ts';
import type { ToolContext } from './tools/context.ts';
import { giveBack, utcDay } from './usage.repository.ts';

// One turn of a conversation: the checks (plan, rate, budget, allowance, one turn at a time), the
// user's message saved, then the answer streamed. What is kept (decision 034):
// - completed: the assistant message as streamed;
// - stopped by the user: what was already shown, marked `stopped` (tool calls without a result
//   dropped); nothing when nothing was shown;
// - failed (provider error, garbage, timeout): no assistant message at all; the day's message is
//   given back only when nothing was shown; the user's message stays, so "retry" answers it again.
// Tokens are counted whatever the outcome: a failure carries the usage of what did run.

type Body = Omit<AgentChatRequest, 'message'> & { message: string };

const textOf = (message: Pick<AgentStoredMessage, 'parts'>) =>
  message.parts
    .filter((p) => p.type === 'text')
    .map((p) => String((p as { text?: unknown }).text ?? ''))
    .join('');

const titleOf = (message: string) => {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > AGENT_TITLE_MAX ? `${line.slice(0, AGENT_TITLE_MAX - 1).trimEnd()}…` : line;
};

/** Parts worth keeping from a stopped answer: what the user saw (finished tool results, text). */
function shownParts(message: UIMessage): UIMessage['parts'] {
  return message.parts.filter((part) => {
    if (part.type === 'text') return part.text.length > 0;
    if (part.type.startsWith('tool-')) {
      const state = (part as { state?: string }).state;
      return state === 'output-available' || state === 'output-error';
    }
    return part.type.startsWith('data-');
  });
}

export interface TurnStream {
  stream: ReadableStream<UIMessageChunk>;
  /** Settles once the turn is saved (tests and the bench wait for it). */
  done: Promise<void>;
}

/**
 * Checks and opens a turn. Every refusal is thrown before anything is streamed, so it travels as
 * an ordinary HTTP error with the envelope; after that, failures travel in the stream.
 */
export async function openTurn(deps: Deps, user: SessionUser, lang: Language, body: Body, abort: AbortController, log: FastifyBaseLogger): Promise<TurnStream> {
  const existing = body.conversation_id ? await requireOwnConversation(deps, user, body.conversation_id) : null;
  const access = await agentAccess(deps, user, (existing?.side as Body['side']) ?? body.side);
  requirePlan(access);
  const hit = await deps.rateLimiter.hit(`agent:${user.id}`, AGENT_RATE_LIMIT.max, AGENT_RATE_LIMIT.windowMs);
  if (!hit.allowed) {
    throw new AppError('AGENT_RATE_LIMITED', { params: { seconds: hit.retryAfterSeconds }, headers: { 'Retry-After': String(hit.retryAfterSeconds) } });
  }
  if (existing) {
    const used = Number(existing.inputTokens) + Number(existing.outputTokens);
    if (used >= AGENT_CONVERSATION_TOKEN_BUDGET || existing.messageCount + 2 > AGENT_CONVERSATION_MAX_MESSAGES) throw new AppError('AGENT_CONVERSATION_BUDGET');
  }
  const stored = existing ? await repo.listMessages(deps.db, existing.id) : [];
  const lastUser = [...stored].reverse().find((m) => m.role === 'user');
  if (body.retry && (!lastUser || textOf(presentMessage(lastUser)) !== body.message)) throw new AppError('BAD_REQUEST');
  // The same text again right after a turn that failed is that message, not a second one.
  const reuse = body.retry || (stored.at(-1)?.role === 'user' && textOf(presentMessage(stored.at(-1)!)) === body.message) ? lastUser : undefined;

  const fresh: AgentStoredMessage = { id: crypto.randomUUID(), role: 'user', parts: [{ type: 'text', text: body.message }], metadata: { created_at: new Date().toISOString() } };
  const first = { id: fresh.id, role: 'user' as const, parts: fresh.parts, metadata: fresh.metadata };
  const day = utcDay();
  const dailyLimitReached = () => {
    const seconds = Math.max(1, Math.ceil((nextUtcMidnight().getTime() - Date.now()) / 1000));
    return new AppError('AGENT_DAILY_LIMIT', { params: { limit: access.dailyLimit }, headers: { 'Retry-After': String(seconds) } });
  };
  let conversation: repo.ConversationRow;
  if (existing) {
    const opened = await repo.openExistingConversation(deps.db, { userId: user.id, conversationId: existing.id, message: reuse ? null : first, limit: access.dailyLimit, day });
    if (!opened.taken) throw dailyLimitReached();
    if (!opened.held) {
      await giveBack(deps.db, user.id, day);
      throw new AppError('AGENT_CONVERSATION_BUSY');
    }
    conversation = existing;
  } else {
    const created = await repo.openNewConversation(deps.db, { userId: user.id, side: access.side, title: titleOf(body.message), first, limit: access.dailyLimit, day });
    if (!created) throw dailyLimitReached();
    conversation = created;
  }
  const userMessage = reuse ? presentMessage(reuse) : fresh;
  const history = [...stored.filter((m) => !reuse || m.seq <= reuse.seq).map(presentMessage), ...(reuse ? [] : [userMessage])];
  const ctx: ToolContext = { deps, user, lang, side: access.side, access, known: knownFrom(history) };
  const responder: Responder = deps.env.AI_BASE_URL ? respondWithModel : respondBuiltin;
  return streamTurn({ deps, ctx, conversation, isNew: !existing, history, message: body.message, responder, abort, log, replaceAfterSeq: reuse?.seq, dailyLimit: access.dailyLimit, day });
}

interface TurnSetup {
  deps: Deps;
  ctx: ToolContext;
  conversation: repo.ConversationRow;
  isNew: boolean;
  history: AgentStoredMessage[];
  message: string;
  responder: Responder;
  abort: AbortController;
  log: FastifyBaseLogger;
  /** A retry: the answers after this user message are replaced by the new one. */
  replaceAfterSeq?: number;
  dailyLimit: number;
  /** The UTC day the turn's message was counted on. */
  day: string;
}

function streamTurn(setup: TurnSetup): TurnStream {
  const { deps, ctx, conversation, abort } = setup;
  const baseMetadata: AgentMessageMetadata = {
    conversation_id: conversation.id,
    mode: deps.env.AI_BASE_URL ? 'model' : 'builtin',
    created_at: new Date().toISOString(),
  };
  let client!: ReadableStreamDefaultController<UIMessageChunk>;
  let clientGone = false;
  // A second copy of every chunk builds the message as the client builds it, for saving.
  const copy = new TransformStream<UIMessageChunk, UIMessageChunk>(undefined, { highWaterMark: Infinity });
  const copyWriter = copy.writable.getWriter();
  let built: UIMessage | undefined;
  const building = (async () => {
    for await (const message of readUIMessageStream({ stream: copy.readable })) built = message;
  })().catch(() => undefined);

  const emit = (chunk: UIMessageChunk) => {
    copyWriter.write(chunk).catch(() => undefined);
    if (clientGone) return;
    try {
      client.enqueue(chunk);
    } catch {
      clientGone = true;
    }
  };

  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      client = controller;
    },
    cancel() {
      clientGone = true;
      abort.abort();
    },
  });

  const done = (async () => {
    emit({ type: 'start', messageId: crypto.randomUUID(), messageMetadata: baseMetadata });
    emit({ type: 'data-conversation', id: 'conversation', data: { id: conversation.id, title: conversation.title, side: conversation.side, created: setup.isNew } });
    let outcome: 'completed' | 'stopped' | 'failed' = 'completed';
    let failure: TurnFailure['code'] = 'INTERNAL';
    let usage = { inputTokens: 0, outputTokens: 0 };
    const spentBefore = Number(conversation.inputTokens) + Number(conversation.outputTokens);
    try {
      usage = await setup.responder({ ctx, history: setup.history, message: setup.message, signal: abort.signal, emit, spentTokens: spentBefore });
      if (abort.signal.aborted) outcome = 'stopped';
    } catch (error) {
      if (error instanceof TurnFailure) {
        failure = error.code;
        usage = error.usage;
      } else setup.log.error({ err: error }, 'agent turn failed');
      outcome = abort.signal.aborted && !(error instanceof TurnFailure && error.code === 'AGENT_PROVIDER_TIMEOUT') ? 'stopped' : 'failed';
      if (outcome === 'failed' && error instanceof TurnFailure) setup.log.warn({ err: error.cause ?? error, code: error.code }, 'agent provider failed');
    }
    const failWith = (code: TurnFailure['code']) => {
      const message = translateError(ctx.lang, `codes.${code}`);
      emit({ type: 'data-agent-error', data: { code, message }, transient: true });
      emit({ type: 'error', errorText: message });
    };
    if (outcome === 'failed') failWith(failure);
    // Saved before the stream ends: a client sending its next message as soon as this one ends
    // finds the conversation free and the answer in its history.
    await copyWriter.close().catch(() => undefined);
    await building;
    const metadata: AgentMessageMetadata = { ...baseMetadata, status: outcome === 'stopped' ? 'stopped' : 'completed', usage: { input_tokens: usage.inputTokens, output_tokens: usage.outputTokens } };
    const used = await save(setup, outcome, built, usage, metadata).catch((error: unknown) => {
      setup.log.error({ err: error }, 'agent turn not saved');
      return null;
    });
    // An answer that was not kept is not "completed": the user is told, as for any failure.
    if (used === null && outcome !== 'failed') {
      outcome = 'failed';
      failWith('INTERNAL');
    }
    const spent = spentBefore + usage.inputTokens + usage.outputTokens;
    if (outcome !== 'failed' && spent >= AGENT_CONVERSATION_TOKEN_BUDGET * 0.8) emit({ type: 'data-notice', data: { code: 'budget_nearly_used' }, transient: true });
    if (outcome !== 'failed') {
      emit({
        type: 'finish',
        finishReason: outcome === 'stopped' ? 'other' : 'stop',
        messageMetadata: {
          ...metadata,
          allowance: { tier: ctx.access.tier, daily_limit: setup.dailyLimit, used_today: used ?? 0, resets_at: nextUtcMidnight().toISOString() },
        },
      });
    }
    if (!clientGone) {
      try {
        client.close();
      } catch {
        // The client went away meanwhile.
      }
    }
  })();
  return { stream, done };
}

/** Ends the turn in the database (conversation-repository's endTurn); returns the day's message count. */
async function save(
  setup: TurnSetup,
  outcome: 'completed' | 'stopped' | 'failed',
  built: UIMessage | undefined,
  usage: { inputTokens: number; outputTokens: number },
  metadata: AgentMessageMetadata,
): Promise<number> {
  const { deps, ctx, conversation } = setup;
  // What the user saw (a failed turn may have streamed words and cards before it failed).
  const seen = !built ? [] : outcome === 'completed' ? built.parts : shownParts(built);
  const parts = outcome === 'failed' ? [] : seen;
  const shown = (list: UIMessage['parts']) => list.some((p) => p.type === 'text' || p.type.startsWith('tool-'));
  try {
    return await repo.endTurn(deps.db, {
      conversationId: conversation.id,
      userId: ctx.user.id,
      day: setup.day,
      answer: shown(parts) ? { id: built!.id || crypto.randomUUID(), role: 'assistant', parts, metadata, status: outcome === 'stopped' ? 'stopped' : 'completed' } : null,
      replaceAfterSeq: setup.replaceAfterSeq,
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      toolCalls: seen.filter((p) => p.type.startsWith('tool-')).length,
      outcome,
      // The day's message is given back only for a failed turn that showed the user nothing.
      refund: outcome === 'failed' && !shown(seen),
    });
  } catch (error) {
    await repo.releaseConversation(deps.db, conversation.id);
    throw error;
  }
}
