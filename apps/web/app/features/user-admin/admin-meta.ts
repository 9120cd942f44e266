import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from '~/lib/meta.ts';

type Matches = Parameters<typeof metaTranslator>[0];

/**
 * The title of a console page. The console's texts (admin*) come with the /admin layout's loader,
 * not the root's, so `pageMeta` cannot see them; this reads them from the layout's data.
 */
export function adminUsersTitle(matches: Matches, path: string, params: Record<string, string> = {}): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  const layout = matches.find((m) => m?.id === 'routes/admin/admin-layout')?.loaderData as { bundles?: Record<string, unknown> } | undefined;
  let node: unknown = layout?.bundles?.adminUsers;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  const text = typeof node === 'string' ? node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '') : path;
  return [{ title: `${text} | ${t('brand')}` }];
}
