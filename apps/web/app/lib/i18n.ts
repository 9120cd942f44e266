import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@tradelink/shared/constants/languages';

// What every page carries; route-scoped namespaces (legal, trustStar, membership, admin*) come with
// their routes' loaders (see i18n-resources.server.ts).
export const NAMESPACES = ['common', 'auth', 'onboarding', 'dashboard', 'home', 'catalog', 'sourcing', 'inquiry', 'products', 'quoting', 'leads', 'verification', 'desk', 'trust', 'support', 'pricing', 'notifications', 'errors'] as const;

/** One i18next instance per render on the server, one for the page's life in the browser. */
export function createI18n(lang: Language, resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: { [lang]: resources },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Swaps the language of a live instance with freshly loaded resources. */
export function switchLanguage(instance: I18n, lang: Language, resources: Resource) {
  for (const [ns, bundle] of Object.entries(resources)) {
    instance.addResourceBundle(lang, ns, bundle, true, true);
  }
  void instance.changeLanguage(lang);
}
