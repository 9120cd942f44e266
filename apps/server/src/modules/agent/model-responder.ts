import crypto from 'node:crypto';
import { APICallError, convertToModelMessages, InvalidToolInputError, NoSuchToolError, stepCountIs, streamText, toUIMessageStream, type StopCondition, type TextStreamPart, type ToolSet, type UIMessage } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { AGENT_CONVERSATION_TOKEN_BUDGET, AGENT_MAX_STEPS } from '@tradelink/shared/constants/agent';
import { todayIso } from '@tradelink/shared/validation/optional';
import { agentText } from './agent-text.ts';
import { createTextGuard } from './grounding.ts';
import { estimateTokens, TurnFailure, type ResponderInput, type ResponderResult } from './responder.ts';
import { systemPrompt } from './system-prompt.ts';
import { modelTools } from './tools/registry.ts';

// Answers with a model through any OpenAI-compatible server (AI_BASE_URL: Ollama, vLLM, llama.cpp,
// OpenAI...): the AI SDK's tool loop, at most AGENT_MAX_STEPS steps, the conversation's side's tools.
// Timeouts are ours (AI_TIMEOUT_MS without any output, AI_TOTAL_TIMEOUT_MS for the whole answer):
// one abort controller stops the provider request for a timeout and for a user's stop alike.

/** The model sees at most this many earlier messages (tool results included): older ones drop off. */
const HISTORY_MESSAGES = 30;
/** At most this many tokens per model step (less when the conversation's budget has less left). */
const MAX_STEP_OUTPUT_TOKENS = 4096;

/** Stops the tool loop once the conversation's budget is spent (checked after each step). */
const budgetSpent =
  (spentBefore: number): StopCondition<ToolSet> =>
  ({ steps }) =>
    spentBefore + steps.reduce((sum, step) => sum + (step.usage.inputTokens ?? 0) + (step.usage.outputTokens ?? 0), 0) >= AGENT_CONVERSATION_TOKEN_BUDGET;

function isTimeout(error: unknown): boolean {
  if (APICallError.isInstance(error)) return error.statusCode === 408 || error.statusCode === 504;
  return error instanceof Error && /timeout|timed out/i.test(error.message);
}

export async function respondWithModel(input: ResponderInput): Promise<ResponderResult> {
  const { ctx, signal, emit } = input;
  const env = ctx.deps.env;
  const provider = createOpenAICompatible({ name: 'agent', baseURL: env.AI_BASE_URL!, apiKey: env.AI_API_KEY, includeUsage: true });
  const model = provider.chatModel(env.AI_MODEL!);

  const abort = new AbortController();
  let timedOut = false;
  const timeout = () => {
    timedOut = true;
    abort.abort();
  };
  const stop = () => abort.abort();
  signal.addEventListener('abort', stop, { once: true });
  const total = setTimeout(timeout, env.AI_TOTAL_TIMEOUT_MS);
  let idle = setTimeout(timeout, env.AI_TIMEOUT_MS);
  // The idle timeout is the provider's: it waits while our own tools run (a sourcing plan's searches
  // on a busy database), and starts again when the last of them ends.
  let toolsRunning = 0;
  const stillGoing = () => {
    clearTimeout(idle);
    if (toolsRunning === 0) idle = setTimeout(timeout, env.AI_TIMEOUT_MS);
  };
  const toolStarted = () => {
    toolsRunning++;
    clearTimeout(idle);
  };
  const toolEnded = () => {
    toolsRunning--;
    stillGoing();
  };

  const tools: ToolSet = modelTools(ctx, { started: toolStarted, ended: toolEnded });
  const canary = `[[TL-${crypto.randomBytes(6).toString('hex')}]]`;
  const system = systemPrompt({ lang: ctx.lang, side: ctx.side, today: todayIso(), canary, userCountry: ctx.user.fdCountry });
  const guard = createTextGuard({ systemPrompt: system, canary, known: ctx.known, lang: ctx.lang });
  const usage = { inputTokens: 0, outputTokens: 0 };
  // Text of the step under way: the provider reports a step's usage only when it ends, so a step cut
  // by a stop, a timeout or an error counts ~4 characters a token for the words that did come.
  let stepText = '';
  const spent = (): ResponderResult => ({ inputTokens: usage.inputTokens, outputTokens: usage.outputTokens + estimateTokens(stepText) });
  let providerError: unknown;
  const remaining = Math.max(1, AGENT_CONVERSATION_TOKEN_BUDGET - input.spentTokens);

  try {
    const messages = await convertToModelMessages(input.history.slice(-HISTORY_MESSAGES) as unknown as UIMessage[], { tools, ignoreIncompleteToolCalls: true });
    const result = streamText({
      model,
      system,
      messages,
      tools,
      stopWhen: [stepCountIs(AGENT_MAX_STEPS), budgetSpent(input.spentTokens)],
      maxOutputTokens: Math.min(MAX_STEP_OUTPUT_TOKENS, remaining),
      abortSignal: abort.signal,
      // A retry would double the wait on a provider that is down; the user can retry.
      maxRetries: 0,
      temperature: 0.2,
      onError: ({ error }) => {
        providerError ??= error;
      },
    });
    const tapped = result.stream.pipeThrough(
      new TransformStream<TextStreamPart<ToolSet>, TextStreamPart<ToolSet>>({
        transform(part, controller) {
          stillGoing();
          if (part.type === 'text-delta') stepText += part.text;
          if (part.type === 'finish-step') {
            usage.inputTokens += part.usage.inputTokens ?? 0;
            usage.outputTokens += part.usage.outputTokens ?? 0;
            stepText = '';
          }
          if (part.type === 'error') providerError ??= part.error;
          controller.enqueue(part);
        },
      }),
    );
    const chunks = toUIMessageStream({
      stream: tapped,
      tools,
      sendStart: false,
      sendFinish: false,
      sendReasoning: false,
      // Stream errors are turned into the turn's own error below; tool errors show this text.
      onError: (error) => {
        if (InvalidToolInputError.isInstance(error) || NoSuchToolError.isInstance(error)) return agentText(ctx.lang, 'builtin.tool_input_invalid');
        if (error instanceof Error && error.cause !== undefined) return error.message;
        return agentText(ctx.lang, 'builtin.tool_input_invalid');
      },
    });
    for await (const chunk of chunks) {
      if (chunk.type === 'error') {
        if (signal.aborted) break;
        throw new TurnFailure(timedOut || isTimeout(providerError) ? 'AGENT_PROVIDER_TIMEOUT' : 'AGENT_PROVIDER_FAILED', { cause: providerError, usage: spent() });
      }
      if (chunk.type === 'abort') break;
      for (const out of guard.push(chunk)) emit(out);
    }
  } catch (error) {
    if (error instanceof TurnFailure) throw error;
    if (timedOut) throw new TurnFailure('AGENT_PROVIDER_TIMEOUT', { cause: error, usage: spent() });
    if (!signal.aborted) throw new TurnFailure(isTimeout(error) ? 'AGENT_PROVIDER_TIMEOUT' : 'AGENT_PROVIDER_FAILED', { cause: error, usage: spent() });
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    signal.removeEventListener('abort', stop);
  }
  if (timedOut) throw new TurnFailure('AGENT_PROVIDER_TIMEOUT', { cause: providerError, usage: spent() });
  // A stop keeps what the user saw: a word still held back by the guard was never shown.
  return spent();
}
