import { useTranslation } from '~/lib/use-translation.tsx';
import { data, redirect } from 'react-router';
import { profileShortcut } from '~/features/catalog/profile-shortcut.ts';
import { PAGE_SIZE } from '@tradelink/shared/constants/limits';
import type { SearchTab } from '@tradelink/shared/catalog/search';
import type { TaxonomyNode } from '@tradelink/shared/reference/reference';
import type { Route } from './+types/listing';
import { ApiError } from '~/lib/api-client.ts';
import { serverApi } from '~/lib/server-api.ts';
import { metaTranslator } from '~/lib/meta.ts';
import { seoMeta } from '~/lib/seo.ts';
import { SearchView } from './search.tsx';

/** Which list a listing path shows. */
function listingOf(pathname: string): { tab: SearchTab; kind: 'suppliers' | 'buyers' | 'products' } {
  if (pathname.startsWith('/supplier-category') || pathname === '/suppliers') return { tab: 'suppliers', kind: 'suppliers' };
  if (pathname.startsWith('/buyer-category') || pathname === '/buyers') return { tab: 'buyers', kind: 'buyers' };
  return { tab: 'products', kind: 'products' };
}

function findCategory(nodes: TaxonomyNode[], id: string): TaxonomyNode | null {
  for (const node of nodes) {
    if (node.name === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return null;
}

/** /suppliers, /buyers, /supplier-category/{id}, /product-category/{id}, /buyer-category/{id}: 16 per page. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { tab } = listingOf(url.pathname);
  const shortcut = profileShortcut(url.searchParams.get('uid'));
  if (shortcut) throw redirect(shortcut);
  const call = serverApi(context);
  try {
    const [result, taxonomy] = await Promise.all([
      call('catalog.search', { ...Object.fromEntries(url.searchParams), tab, category_id: params.id, page_size: String(PAGE_SIZE.category) } as never),
      params.id ? call('get_category_taxonomy') : Promise.resolve(null),
    ]);
    const category = taxonomy && params.id ? findCategory(taxonomy, params.id) : null;
    return { result, tab, category: category ? { id: category.name, name: category.category_name } : null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches, location }) => {
  if (!loaded) return [];
  const { t, appUrl, lang } = metaTranslator(matches);
  const title = loaded.category ? `${loaded.category.name} — ${t(`catalog:tabs.${loaded.tab}`)}` : t(`catalog:tabs.${loaded.tab}`);
  const page = new URLSearchParams(location.search).get('page');
  return seoMeta({
    appUrl,
    lang,
    path: `${location.pathname}${page ? `?page=${page}` : ''}`,
    title,
    description: t('catalog:search.metaDescription'),
  });
};

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('catalog');
  const { result, tab, category } = loaderData;
  const heading = category ? `${category.name} — ${t(`tabs.${tab}`)}` : t(`tabs.${tab}`);
  return <SearchView result={result} tab={tab} heading={heading} fixed />;
}
