import { UI_MESSAGE_STREAM_HEADERS } from 'ai';
import type { FastifyInstance } from 'fastify';
import { AGENT_SIGNED_PATH, agentChatRequest } from '@tradelink/shared/agent/chat';
import { refuseNul } from '../../lib/refuse-nul.ts';
import { requireUser } from '../../plugins/session.ts';
import { openTurn } from './turn.service.ts';
import { beginOpening } from './tools/tool-gate.ts';

/**
 * `POST /api/agent/chat`: one user message in, the answer out as an AI SDK UI message stream (SSE).
 * Signed and cookie-authenticated like every call (plugins/signing.ts covers /api/agent/). Refusals
 * come before the stream as ordinary error envelopes; the connection closing stops the answer.
 *
 * The stream is written straight to the socket, each chunk as it comes: piped through Node streams,
 * chunks waited for process.nextTick turns that the embedded database's chains of promises held
 * back, and a whole answer arrived at once.
 */
export default async function agentChatRoutes(app: FastifyInstance) {
  app.post(AGENT_SIGNED_PATH, async (request, reply) => {
    const user = requireUser(request);
    refuseNul(request.body);
    const body = agentChatRequest.parse(request.body ?? {});
    const lang = body.locale ?? request.lang;
    const abort = new AbortController();
    const res = reply.raw;
    let hijacked = false;
    let streamFailed = false;
    // The user pressed stop or left: the provider request is cut at once (the answer keeps what was shown).
    res.on('close', () => {
      if (res.writableFinished) return;
      abort.abort();
      // A hijacked answer that never finished gets no access-log line from Fastify (it waits for
      // 'finish'): write the same line, as 499 (client closed) or 500 (the stream broke here).
      if (!hijacked) return;
      const line = { method: request.method, url: request.url, statusCode: streamFailed ? 500 : 499, ms: Math.round(reply.elapsedTime * 10) / 10 };
      if (streamFailed) request.log.warn(line, 'request failed');
      else request.log.info(line, 'request');
    });
    const opened = beginOpening();
    let turn;
    try {
      turn = await openTurn(app.deps, user, lang, body, abort, request.log);
    } finally {
      opened();
    }
    reply.hijack();
    hijacked = true;
    // The security headers the plugins set on the reply, and the stream's own.
    res.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...UI_MESSAGE_STREAM_HEADERS });
    res.flushHeaders();
    const reader = turn.stream.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (!res.destroyed) res.write(`data: ${JSON.stringify(value)}\n\n`);
      }
      if (!res.destroyed) res.end('data: [DONE]\n\n');
    } catch (error) {
      request.log.error({ err: error }, 'agent stream failed');
      streamFailed = true;
      res.destroy();
    }
  });
}
