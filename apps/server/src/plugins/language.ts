import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLanguage, type Language } from '@tradelink/shared/constants/languages';
import { LANG_COOKIE } from '@tradelink/shared/constants/limits';
import { languageFromAcceptLanguage } from '@tradelink/shared/rules/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language: `lang` query, else the saved choice (cookie), else Accept-Language. */
    lang: Language;
  }
}

/** A caller's language: `lang` query, else the saved choice (cookie), else Accept-Language. */
export function callerLanguage(fromQuery: unknown, fromCookie: unknown, acceptLanguage: string | undefined): Language {
  return isLanguage(fromQuery) ? fromQuery : isLanguage(fromCookie) ? fromCookie : languageFromAcceptLanguage(acceptLanguage);
}

export default fp(
  async function languagePlugin(app: FastifyInstance) {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', (request, _reply, done) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.lang = callerLanguage(query?.lang, request.cookies?.[LANG_COOKIE], request.headers['accept-language']);
      done();
    });
  },
  { name: 'language', dependencies: ['@fastify/cookie'] },
);
