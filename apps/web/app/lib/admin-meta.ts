import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from './meta.ts';

type Matches = Parameters<typeof metaTranslator>[0];

/**
 * The title of an operators' console page, from one of the console's namespaces (`adminUsers`,
 * `list.title` ...). Those texts come with the /admin layout's loader, not the root's, so `pageMeta`
 * cannot see them; this reads them from the layout's data. A page's meta replaces the layout's, so
 * the console's `noindex` is repeated here.
 */
export function adminTitle(matches: Matches, namespace: string, path: string, params: Record<string, string> = {}): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  const layout = matches.find((m) => m?.id === 'routes/admin/admin-layout')?.loaderData as { bundles?: Record<string, unknown> } | undefined;
  let node: unknown = layout?.bundles?.[namespace];
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const text = typeof node === 'string' ? node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '') : path;
  return [{ title: `${text} | ${t('brand')}` }, { name: 'robots', content: 'noindex' }];
}
