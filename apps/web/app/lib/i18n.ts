import type { Language } from '@tradelink/shared/constants/languages';
import { createTranslator, type I18n, type Resource } from './translator.ts';

// What every page carries; route-scoped namespaces (legal, trustStar, membership, admin*) come with
// their routes' loaders (see i18n-resources.server.ts).
export const NAMESPACES = ['common', 'auth', 'onboarding', 'dashboard', 'home', 'catalog', 'sourcing', 'inquiry', 'products', 'quoting', 'leads', 'verification', 'desk', 'trust', 'support', 'pricing', 'notifications', 'errors'] as const;

/** One instance per render on the server, one for the page's life in the browser. */
export function createI18n(lang: Language, resources: Resource): I18n {
  return createTranslator(lang, resources);
}

/** The instance for another language, with its freshly loaded resources (same store). */
export function switchLanguage(instance: I18n, lang: Language, resources: Resource): I18n {
  return instance.withLanguage(lang, resources);
}
