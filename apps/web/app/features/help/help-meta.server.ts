import type { Language } from '@tradelink/shared/constants/languages';
import { routeResourcesFor } from '~/lib/i18n-resources.server.ts';

/**
 * Title and description of a help page, for its loader to carry: `meta` cannot read them from the
 * root's resources, which hold the first page's namespaces only (decision 012).
 */
export function helpMeta(lang: Language, titleKey: string, descriptionKey: string) {
  const help = routeResourcesFor(lang, ['help']).help as Record<string, unknown>;
  const at = (key: string) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), help);
    return typeof value === 'string' ? value : key;
  };
  return { title: `${at(titleKey)} | Tradelink`, description: at(descriptionKey) };
}
