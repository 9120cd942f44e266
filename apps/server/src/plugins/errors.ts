import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { hasErrorKey, issueMessageKey, translateError } from '@tradelink/shared/i18n/translate';
import type { Language } from '@tradelink/shared/constants/languages';
import { ERROR_STATUS, type ErrorCode } from '@tradelink/shared/api/error-codes';
import { AppError } from '../lib/app-error.ts';
import { isConnectionError } from '../db/client.ts';

function fieldLabel(lang: Language, field: string): string {
  const key = `fields.${field}`;
  if (hasErrorKey(key)) return translateError(lang, key);
  // A nested field (attributes.material, documents.0.doc_type) falls back to its group's label.
  const group = `fields.${field.split('.')[0]}`;
  return hasErrorKey(group) ? translateError(lang, group) : field;
}

function validationMessage(lang: Language, field: string | undefined, messageKey: string): string {
  const message = translateError(lang, messageKey);
  return field ? translateError(lang, 'fieldMessage', { field: fieldLabel(lang, field), message }) : message;
}

function send(reply: FastifyReply, status: number, body: { messages: string[]; code: string; field?: string; field_message?: string }) {
  return reply.status(status).type('application/json').send(body);
}

/**
 * Maps every error to the envelope `{messages: [...], code}` in the caller's language; hides 5xx
 * internals. An error about one field also names it (`field`) and carries its message without the
 * field's label (`field_message`): a form shows that under the field, where "Password: …" would
 * repeat the label right above it; `messages` keeps the label for callers that show it elsewhere.
 */
export function replyWithError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const lang = request.lang;
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    if (error.code === 'VALIDATION_ERROR' && typeof error.params.messageKey === 'string') {
      const key = `validation.${error.params.messageKey}`;
      return send(reply, 400, {
        messages: [validationMessage(lang, error.field, key)],
        code: error.code,
        ...(error.field ? { field: error.field, field_message: translateError(lang, key) } : {}),
      });
    }
    if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.code);
    const message = translateError(lang, `codes.${error.code}`, error.params);
    return send(reply, error.status, {
      messages: [message],
      code: error.code,
      ...(error.field ? { field: error.field, field_message: message } : {}),
    });
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0]!;
    const field = issue.path.map(String).join('.') || undefined;
    const key = issueMessageKey(issue);
    return send(reply, 400, {
      messages: [validationMessage(lang, field, key)],
      code: 'VALIDATION_ERROR',
      ...(field ? { field, field_message: translateError(lang, key) } : {}),
    });
  }
  if (isConnectionError(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('Retry-After', '5');
    return send(reply, 503, { messages: [translateError(lang, 'codes.SERVICE_UNAVAILABLE')], code: 'SERVICE_UNAVAILABLE' });
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode ?? 500;
  if (status < 500) {
    const code: ErrorCode =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_FILE_TYPE' : status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
    return send(reply, ERROR_STATUS[code], { messages: [translateError(lang, `codes.${code}`, { seconds: 60 })], code });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { messages: [translateError(lang, 'codes.INTERNAL')], code: 'INTERNAL' });
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => replyWithError(request, reply, error));
});
