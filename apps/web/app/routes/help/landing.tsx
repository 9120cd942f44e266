import type { Route } from './+types/landing';
import { HELP_CENTRES } from '@tradelink/shared/help/help-articles';
import { serverContext } from '~/lib/server-context.ts';
import { helpMeta } from '~/features/help/help-meta.server.ts';
import { centreTopics, searchHelp } from '~/features/help/help-content.server.ts';
import { Container, Paper, SimpleGrid, Stack } from '~/components/ui/layout.tsx';
import { Anchor, Text, Title } from '~/components/ui/text.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { HelpSearchForm } from '~/features/help/components/HelpSearchForm.tsx';
import { HelpArticleList } from '~/features/help/components/HelpArticleList.tsx';
import { HelpContactLinks } from '~/features/help/components/HelpContactLinks.tsx';
import css from '~/features/help/components/help.module.css';

/** /help: choose the buyer or supplier centre, or search both (?q=, in the visitor's language). */
export function loader({ url, context }: Route.LoaderArgs) {
  const lang = context.get(serverContext).lang;
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const topics = Object.fromEntries(HELP_CENTRES.map((centre) => [centre, centreTopics(lang, centre).map(({ topic, name }) => ({ topic, name }))]));
  return { query, results: query ? searchHelp(lang, query) : null, topics, meta: helpMeta(lang, 'title', 'metaDescription') };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }] : [];

export default function HelpLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('help');
  const { query, results, topics } = loaderData;
  return (
    <Container size="md" className={css.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <HelpSearchForm query={query} />
        {results && (
          <section aria-live="polite">
            <Title order={2} size="h4" className={css.topic}>
              {results.length > 0 ? t('search.results', { count: results.length, query }) : t('search.none', { query })}
            </Title>
            <HelpArticleList articles={results} />
          </section>
        )}
        <section aria-labelledby="help-choose">
          <Title order={2} size="h3" id="help-choose" className={css.topic}>
            {t('choose')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {HELP_CENTRES.map((centre) => (
              <Paper key={centre} withBorder p="lg" className={css.centreCard}>
                <Anchor to={`/help/${centre}`} fw={700} className={css.itemLink}>
                  {t(`centres.${centre}.title`)}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {t(`centres.${centre}.description`)}
                </Text>
                <ul className={css.tree} aria-label={t('topics')}>
                  {topics[centre]?.map(({ topic, name }) => (
                    <li key={topic}>
                      <Anchor to={`/help/${centre}#topic-${topic}`} size="sm">
                        {name}
                      </Anchor>
                    </li>
                  ))}
                </ul>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
        <HelpContactLinks />
      </Stack>
    </Container>
  );
}
