import type { MetaDescriptor } from 'react-router';

interface RootData {
  lang: string;
  resources: Record<string, Record<string, unknown>>;
  config: { appUrl: string };
}

function lookup(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const part of path.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates inside `meta` functions (they run outside React): reads the root loader's resources.
 * Keys are `namespace:path`.
 */
export function metaTranslator(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined;
  const t = (key: string, params: Record<string, string> = {}) => {
    const [ns, path] = key.includes(':') ? key.split(':') : ['common', key];
    const text = lookup(root?.resources?.[ns!], path!) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
  };
  return { t, lang: root?.lang ?? 'en', appUrl: root?.config.appUrl ?? '' };
}

/** Title (with the brand) and description of a page. */
export function pageMeta(
  matches: Parameters<typeof metaTranslator>[0],
  titleKey: string,
  descriptionKey?: string,
): MetaDescriptor[] {
  const { t } = metaTranslator(matches);
  const title = titleKey === 'home:meta.title' ? t(titleKey) : `${t(titleKey)} | ${t('brand')}`;
  const out: MetaDescriptor[] = [{ title }];
  if (descriptionKey) out.push({ name: 'description', content: t(descriptionKey) });
  return out;
}
