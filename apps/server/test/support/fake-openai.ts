import http from 'node:http';

// A scripted OpenAI-compatible provider for the agent's tests: `POST /v1/chat/completions` answered
// with server-sent events the way real servers stream them (role, content deltas, tool_calls
// deltas with their arguments in pieces, a finish reason, a usage chunk, [DONE]). Each request takes
// the next scripted step; the requests are kept so tests can read what the model was sent.

export interface ToolCallStep {
  name: string;
  /** The raw arguments text (may be broken JSON, to test a malformed call). */
  arguments: string;
  id?: string;
}

export interface FakeStep {
  text?: string[];
  toolCalls?: ToolCallStep[];
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** Pause between chunks (ms). */
  delayMs?: number;
  /** Send the headers and the role chunk, then nothing until the client goes away. */
  hang?: boolean;
  /** Send the text (and tool calls), then nothing more (no finish, no usage) until the client goes away. */
  hangAfterContent?: boolean;
  /** Answer with this HTTP status and an error body instead of a stream. */
  status?: number;
  /** Send lines that are not JSON. */
  garbage?: boolean;
  /** Builds the text from the request (a model "obeying" what it was sent). */
  echo?: (request: ChatRequestBody) => string[];
}

export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }>;
  tools?: Array<{ function: { name: string } }>;
  stream?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startFakeOpenAI() {
  const steps: FakeStep[] = [];
  const requests: ChatRequestBody[] = [];
  /** Requests whose connection the client closed before the answer ended (an abort reached the provider). */
  let closedEarly = 0;
  let finished = 0;

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as ChatRequestBody;
      requests.push(body);
      const step = steps.shift() ?? { text: ['(no scripted answer)'] };
      void answer(step, body, res);
    });
  });

  async function answer(step: FakeStep, body: ChatRequestBody, res: http.ServerResponse) {
    let gone = false;
    res.on('close', () => {
      if (!res.writableFinished) {
        gone = true;
        closedEarly++;
      }
    });
    if (step.status) {
      res.writeHead(step.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'the scripted provider failed', type: 'server_error' } }));
      finished++;
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: body.model };
    const send = async (payload: unknown) => {
      if (gone) return;
      res.write(`data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`);
      if (step.delayMs) await sleep(step.delayMs);
    };
    const delta = (d: Record<string, unknown>, finish: string | null = null) => ({ ...base, choices: [{ index: 0, delta: d, finish_reason: finish }] });
    await send(delta({ role: 'assistant', content: '' }));
    if (step.hang) return; // the client's timeout or abort closes it
    if (step.garbage) {
      await send('{"choices": [ this is not json');
      await send('<html>502 Bad Gateway</html>');
      res.end();
      return;
    }
    for (const text of step.echo ? step.echo(body) : (step.text ?? [])) await send(delta({ content: text }));
    for (const [index, call] of (step.toolCalls ?? []).entries()) {
      await send(delta({ tool_calls: [{ index, id: call.id ?? `call_${index}_${Date.now()}`, type: 'function', function: { name: call.name, arguments: '' } }] }));
      // The arguments arrive in pieces, as real providers send them.
      const mid = Math.ceil(call.arguments.length / 2);
      for (const piece of [call.arguments.slice(0, mid), call.arguments.slice(mid)]) {
        if (piece) await send(delta({ tool_calls: [{ index, function: { arguments: piece } }] }));
      }
    }
    if (step.hangAfterContent) return; // the client's timeout or abort closes it
    await send(delta({}, step.toolCalls?.length ? 'tool_calls' : 'stop'));
    const usage = step.usage ?? { prompt_tokens: 120, completion_tokens: 30 };
    await send({ ...base, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
    await send('[DONE]');
    if (!gone) {
      res.end();
      finished++;
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** The next requests' answers, in order. */
    script(...next: FakeStep[]) {
      steps.length = 0;
      steps.push(...next);
    },
    get closedEarly() {
      return closedEarly;
    },
    get finished() {
      return finished;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;
