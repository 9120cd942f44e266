import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { calls, type CallName } from '@tradelink/shared/api/calls';
import { callPath } from '@tradelink/shared/api/paths';
import { MAX_UPLOAD_BYTES } from '@tradelink/shared/constants/lists';
import { OPERATOR_ROLE } from '@tradelink/shared/constants/roles';
import { AppError } from './app-error.ts';
import { refuseNul } from './refuse-nul.ts';
import { sendAnswer, toAnswer, type AnswerCache } from './answer-cache.ts';
import { registerLocalCall } from './local-calls.ts';
import { discardFileStream, fileLimits, readingMultipart } from './read-upload.ts';
import type { SessionUser } from '../modules/auth/session.repository.ts';

type Def<C extends CallName> = (typeof calls)[C];
type Input<C extends CallName> = Def<C> extends { request: z.ZodType } ? z.output<Def<C>['request']> : undefined;
type Extra<C extends CallName> = Def<C> extends { extra: z.ZodType } ? z.input<Def<C>['extra']> : unknown;
type Output<C extends CallName> = Def<C> extends { list: true }
  ? { data: z.input<Def<C>['response']>[]; total: number; page: number; page_size: number } & Extra<C>
  : z.input<Def<C>['response']>;

/**
 * Who may make a call. Declared once per call, where the route is registered. 'operator' is the
 * staff console: a logged-in user with the Operator role, checked before the input is even read,
 * so every other caller gets 403 whatever they send.
 */
export type Access = 'public' | 'user' | 'operator';

/** Names of the calls registered with 'operator' access (the access test walks all of them). */
export const operatorCalls = new Set<CallName>();

interface Context<C extends CallName> {
  input: Input<C>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The logged-in user; set whenever access is 'user' or 'operator'. */
  user: SessionUser | null;
}

/**
 * Registers one call of the call table: checks access, refuses input carrying a NUL character,
 * parses the request with the call's schema (a zod error becomes a translated 400 naming the
 * field), runs the handler and wraps the result in the envelope after checking it against the
 * response schema.
 */
export function defineCall<C extends CallName>(
  app: FastifyInstance,
  name: C,
  access: Access,
  handler: (ctx: Context<C>) => Promise<Output<C>>,
  options: {
    rateLimit?: (request: FastifyRequest) => Promise<void>;
    /**
     * A further access rule for the logged-in caller (a role), checked before the input is read,
     * like 'operator': a refused caller gets its error whatever it sends.
     */
    guard?: (user: SessionUser) => void;
    /**
     * Answers that are the same for every caller with one language and input: kept serialized and
     * sent with an ETag. Only for calls whose answer does not depend on who asks.
     */
    cache?: AnswerCache;
  } = {},
) {
  const def = calls[name] as unknown as { method: 'GET' | 'POST'; request?: z.ZodType; response: z.ZodType; list?: true; extra?: z.ZodType; multipart?: true };
  if (access === 'operator') operatorCalls.add(name);
  const cacheKey = (lang: string, input: unknown) => JSON.stringify([name, lang, input ?? null]);
  if (access === 'public' && options.cache && !options.rateLimit && !def.multipart) {
    const cache = options.cache;
    // The same checks as below, then the cache only (lib/local-calls.ts); bad input answers
    // nothing here, so the call goes the whole way and gets its translated error.
    registerLocalCall(app, def.method, callPath(name), (raw, lang) => {
      try {
        refuseNul(raw);
        const parsed = def.request ? def.request.safeParse(raw ?? {}) : { success: true as const, data: undefined };
        return parsed.success ? cache.peek(cacheKey(lang, parsed.data)) : undefined;
      } catch {
        return undefined;
      }
    });
  }
  app.route({
    method: def.method,
    url: callPath(name),
    handler: async (request, reply) => {
      if (options.rateLimit) await options.rateLimit(request);
      if (access !== 'public' && !request.user) throw new AppError('UNAUTHORIZED');
      if (access === 'operator' && !request.user!.roles.includes(OPERATOR_ROLE)) throw new AppError('FORBIDDEN');
      if (options.guard && request.user) options.guard(request.user);
      const raw = def.multipart ? await readMultipartFields(request) : def.method === 'GET' ? request.query : request.body;
      refuseNul(raw);
      const input = (def.request ? def.request.parse(raw ?? {}) : undefined) as Input<C>;
      const answer = async () => envelope(def, await handler({ input, request, reply, user: request.user }));
      if (!options.cache) return answer();
      const cached = await options.cache.get(cacheKey(request.lang, input), async () => toAnswer(await answer()));
      return sendAnswer(request, reply, cached);
    },
  });
}

/** The success envelope, after checking the result against the call's response schema. */
function envelope(def: { response: z.ZodType; list?: true; extra?: z.ZodType }, result: unknown) {
  if (def.list) {
    const { data, total, page, page_size, ...rest } = result as { data: unknown[]; total: number; page: number; page_size: number };
    const extra = def.extra ? (def.extra.parse(rest) as object) : {};
    return { message: { ...extra, data: data.map((item) => def.response.parse(item)), total, page, page_size } };
  }
  return { message: { data: def.response.parse(result) } };
}

async function readMultipartFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST');
  const fields: Record<string, string> = {};
  let cut = false;
  await readingMultipart(async () => {
    for await (const part of request.parts(fileLimits(MAX_UPLOAD_BYTES))) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        // busboy keeps the first 1 MiB of a value (100 bytes of a name) and flags the cut: never use a cut value.
        cut ||= part.valueTruncated || part.fieldnameTruncated;
      } else {
        // Files are not expected here: read and dropped, but over the upload limit still a 413.
        await discardFileStream(part.file, MAX_UPLOAD_BYTES);
      }
    }
  });
  if (cut) throw new AppError('PAYLOAD_TOO_LARGE');
  return fields;
}
