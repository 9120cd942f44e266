import type { TranslationTree } from '~/lib/translator.ts';
import { byNamespace } from './by-namespace.ts';

// The app's namespaces in this language, as one chunk (see namespace-loader.ts). The route-scoped
// ones are left out: their routes send them (i18n-resources.server.ts).
export default byNamespace(
  import.meta.glob<{ default: TranslationTree }>(
    ['../../locales/en/*.json', '!**/legal.json', '!**/trustStar.json', '!**/membership.json', '!**/chat.json', '!**/admin*.json'],
    { eager: true },
  ),
);
