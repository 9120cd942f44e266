import type { MetaDescriptor } from 'react-router';
import { metaTranslator } from '~/lib/meta.ts';

type Matches = Parameters<typeof metaTranslator>[0];

/**
 * The title of a moderation console page. The console's texts (admin*) come with the /admin
 * layout's loader, not the root's, so `pageMeta` cannot see them; this reads them from the layout's data.
 */
export function adminModerationTitle(matches: Matches, path: string): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  const layout = matches.find((m) => m?.id === 'routes/admin/admin-layout')?.loaderData as { bundles?: Record<string, unknown> } | undefined;
  let node: unknown = layout?.bundles?.adminModeration;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return [{ title: `${typeof node === 'string' ? node : path} | ${t('brand')}` }];
}
