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

export default fp(
  async function languagePlugin(app: FastifyInstance) {
    app.decorateRequest('lang', 'en');
    app.addHook('onRequest', (request, _reply, done) => {
      const query = request.query as Record<string, unknown> | undefined;
      const fromQuery = query?.lang;
      const fromCookie = request.cookies?.[LANG_COOKIE];
      request.lang = isLanguage(fromQuery)
        ? fromQuery
        : isLanguage(fromCookie)
          ? fromCookie
          : languageFromAcceptLanguage(request.headers['accept-language']);
      done();
    });
  },
  { name: 'language', dependencies: ['@fastify/cookie'] },
);
