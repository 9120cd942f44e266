import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { JsonToSseTransformStream, UI_MESSAGE_STREAM_HEADERS } from 'ai';
import type { FastifyInstance } from 'fastify';
import { AGENT_SIGNED_PATH, agentChatRequest } from '@tradelink/shared/agent/chat';
import { refuseNul } from '../../lib/refuse-nul.ts';
import { requireUser } from '../../plugins/session.ts';
import { openTurn } from './turn.service.ts';

/**
 * `POST /api/agent/chat`: one user message in, the answer out as an AI SDK UI message stream (SSE).
 * Signed and cookie-authenticated like every call (plugins/signing.ts covers /api/agent/). Refusals
 * come before the stream as ordinary error envelopes; the connection closing stops the answer.
 */
export default async function agentChatRoutes(app: FastifyInstance) {
  app.post(AGENT_SIGNED_PATH, async (request, reply) => {
    const user = requireUser(request);
    refuseNul(request.body);
    const body = agentChatRequest.parse(request.body ?? {});
    const lang = body.locale ?? request.lang;
    const abort = new AbortController();
    // The user pressed stop or left: the provider request is cut at once (the answer keeps what was shown).
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const turn = await openTurn(app.deps, user, lang, body, abort, request.log);
    const sse = turn.stream.pipeThrough(new JsonToSseTransformStream()).pipeThrough(new TextEncoderStream());
    reply.status(200).headers(UI_MESSAGE_STREAM_HEADERS);
    return reply.send(Readable.fromWeb(sse as unknown as NodeReadableStream<Uint8Array>));
  });
}
