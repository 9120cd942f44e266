import type { TaxonomyNode } from '@tradelink/shared/reference/reference';
import type { Route } from './+types/sitemap';
import { serverApi } from '~/lib/server-api.ts';
import { serverContext } from '~/lib/server-context.ts';
import { helpMeta } from '~/features/help/help-meta.server.ts';
import { useExternalLinks } from '~/lib/external-links.ts';
import { allArticles } from '~/features/help/help-content.server.ts';
import { HELP_CENTRES } from '@tradelink/shared/help/help-articles';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs.tsx';
import { Container, SimpleGrid, Stack } from '~/components/ui/layout.tsx';
import { Anchor, ExternalAnchor, Text, Title } from '~/components/ui/text.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import css from '~/features/help/components/help.module.css';

/** /help/sitemap: every public section, the help articles and the category tree, for people. */
export async function loader({ context }: Route.LoaderArgs) {
  const lang = context.get(serverContext).lang;
  // Without the tree the rest of the map still helps: the page says the categories are missing.
  const taxonomy = await serverApi(context)('get_category_taxonomy').catch(() => null);
  return { lang, taxonomy, articles: allArticles(lang), meta: helpMeta(lang, 'sitemap.title', 'sitemap.intro') };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }] : [];

const SECTIONS = [
  ['/', 'home'],
  ['/search', 'search'],
  ['/suppliers', 'suppliers'],
  ['/buyers', 'buyers'],
  ['/quick-rfq', 'quickRfq'],
  ['/quick-product-posting', 'quickProduct'],
  ['/membership-pricing', 'pricing'],
  ['/ai-agent', 'aiAgent'],
  ['/join-campaign', 'joinCampaign'],
  ['/trust-star', 'trustStar'],
  ['/buyer-trust-star', 'buyerTrustStar'],
  ['/help', 'help'],
  ['/contact-us', 'contactUs'],
  ['/complaint-center', 'complaintCenter'],
  ['/login', 'login'],
  ['/register', 'register'],
  ['/privacy-policy', 'privacy'],
  ['/terms-of-use', 'terms'],
  ['/disclaimers', 'disclaimers'],
  ['/intellectual-property-policy', 'ipPolicy'],
  ['/trial-term', 'trialTerms'],
  ['/ai-agent/terms', 'aiAgentTerms'],
] as const;

function CategoryTree({ nodes, lang, top = false }: { nodes: TaxonomyNode[]; lang: 'en' | 'vi' | 'zh'; top?: boolean }) {
  return (
    <ul className={top ? `${css.treeTop} ${css.columns}` : css.tree}>
      {nodes.map((node) => (
        <li key={node.name}>
          <Anchor to={`/product-category/${node.name}`}>{node.names[lang] || node.category_name}</Anchor>
          {node.children.length > 0 && <CategoryTree nodes={node.children} lang={lang} />}
        </li>
      ))}
    </ul>
  );
}

export default function HelpSitemap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('help');
  const { blog } = useExternalLinks();
  const { taxonomy, articles, lang } = loaderData;
  return (
    <Container size="lg" className={css.page}>
      <Stack gap="xl">
        <Breadcrumbs trail={[{ key: 'help', label: t('home'), to: '/help' }]} current={t('sitemap.title')} />
        <div>
          <Title order={1}>{t('sitemap.title')}</Title>
          <Text c="dimmed">{t('sitemap.intro')}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <section aria-labelledby="sitemap-sections">
            <Title order={2} size="h3" id="sitemap-sections" className={css.topic}>
              {t('sitemap.sections')}
            </Title>
            <ul className={css.tree}>
              {SECTIONS.map(([to, key]) => (
                <li key={to}>
                  <Anchor to={to}>{t(`sitemap.links.${key}`)}</Anchor>
                </li>
              ))}
              {blog && (
                <li>
                  <ExternalAnchor href={blog} target="_blank" rel="noopener noreferrer">
                    {t('sitemap.links.blog')}
                  </ExternalAnchor>
                </li>
              )}
            </ul>
          </section>
          <section aria-labelledby="sitemap-help">
            <Title order={2} size="h3" id="sitemap-help" className={css.topic}>
              {t('sitemap.helpArticles')}
            </Title>
            {HELP_CENTRES.map((centre) => (
              <div key={centre}>
                <Anchor to={`/help/${centre}`} fw={600}>
                  {t(`centres.${centre}.title`)}
                </Anchor>
                <ul className={css.tree}>
                  {articles
                    .filter((a) => a.centre === centre)
                    .map((a) => (
                      <li key={a.slug}>
                        <Anchor to={`/help/${a.centre}/${a.slug}`}>{a.title}</Anchor>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </section>
        </SimpleGrid>
        <section aria-labelledby="sitemap-categories">
          <Title order={2} size="h3" id="sitemap-categories" className={css.topic}>
            {t('sitemap.categories')}
          </Title>
          {taxonomy ? <CategoryTree nodes={taxonomy} lang={lang} top /> : <Text>{t('sitemap.unavailable')}</Text>}
        </section>
      </Stack>
    </Container>
  );
}
