import type { TranslationTree } from '~/lib/translator.ts';
import errors from '@tradelink/shared/locales/zh/errors.json';
import { byNamespace } from './by-namespace.ts';

// The app's namespaces in this language, as one chunk (see namespace-loader.ts). The route-scoped
// ones are left out: their routes send them (i18n-resources.server.ts). `errors` is in: light
// pages receive only its generic message (page-namespaces.ts).
export default {
  errors,
  ...byNamespace(
    import.meta.glob<{ default: TranslationTree }>(
      ['../../locales/zh/*.json', '!**/legal.json', '!**/trustStar.json', '!**/membership.json', '!**/chat.json', '!**/help.json', '!**/admin*.json', '!**/agent.json', '!**/analytics.json'],
      { eager: true },
    ),
  ),
};
