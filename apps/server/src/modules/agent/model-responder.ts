import crypto from 'node:crypto';
import { APICallError, convertToModelMessages, InvalidToolInputError, NoSuchToolError, stepCountIs, streamText, toUIMessageStream, type TextStreamPart, type ToolSet, type UIMessage } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { AGENT_MAX_STEPS } from '@tradelink/shared/constants/agent';
import { todayIso } from '@tradelink/shared/validation/optional';
import { agentText } from './agent-text.ts';
import { createTextGuard } from './grounding.ts';
import { TurnFailure, type ResponderInput, type ResponderResult } from './responder.ts';
import { systemPrompt } from './system-prompt.ts';
import { modelTools } from './tools/registry.ts';

// Answers with a model through any OpenAI-compatible server (AI_BASE_URL: Ollama, vLLM, llama.cpp,
// OpenAI...): the AI SDK's tool loop, at most AGENT_MAX_STEPS steps, the conversation's side's tools.
// Timeouts are ours (AI_TIMEOUT_MS without any output, AI_TOTAL_TIMEOUT_MS for the whole answer):
// one abort controller stops the provider request for a timeout and for a user's stop alike.

/** The model sees at most this many earlier messages (tool results included): older ones drop off. */
const HISTORY_MESSAGES = 30;

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
  const stillGoing = () => {
    clearTimeout(idle);
    idle = setTimeout(timeout, env.AI_TIMEOUT_MS);
  };

  const tools: ToolSet = modelTools(ctx);
  const canary = `[[TL-${crypto.randomBytes(6).toString('hex')}]]`;
  const system = systemPrompt({ lang: ctx.lang, side: ctx.side, today: todayIso(), canary, userCountry: ctx.user.fdCountry });
  const guard = createTextGuard({ systemPrompt: system, canary, known: ctx.known, lang: ctx.lang });
  const usage = { inputTokens: 0, outputTokens: 0 };
  let providerError: unknown;

  try {
    const messages = await convertToModelMessages(input.history.slice(-HISTORY_MESSAGES) as unknown as UIMessage[], { tools, ignoreIncompleteToolCalls: true });
    const result = streamText({
      model,
      system,
      messages,
      tools,
      stopWhen: stepCountIs(AGENT_MAX_STEPS),
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
          if (part.type === 'finish-step') {
            usage.inputTokens += part.usage.inputTokens ?? 0;
            usage.outputTokens += part.usage.outputTokens ?? 0;
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
        throw new TurnFailure(timedOut || isTimeout(providerError) ? 'AGENT_PROVIDER_TIMEOUT' : 'AGENT_PROVIDER_FAILED', { cause: providerError });
      }
      if (chunk.type === 'abort') break;
      for (const out of guard.push(chunk)) emit(out);
    }
  } catch (error) {
    if (error instanceof TurnFailure) throw error;
    if (timedOut) throw new TurnFailure('AGENT_PROVIDER_TIMEOUT', { cause: error });
    if (!signal.aborted) throw new TurnFailure(isTimeout(error) ? 'AGENT_PROVIDER_TIMEOUT' : 'AGENT_PROVIDER_FAILED', { cause: error });
  } finally {
    clearTimeout(total);
    clearTimeout(idle);
    signal.removeEventListener('abort', stop);
  }
  if (timedOut) throw new TurnFailure('AGENT_PROVIDER_TIMEOUT', { cause: providerError });
  // A stop keeps what the user saw: a word still held back by the guard was never shown.
  return usage;
}
