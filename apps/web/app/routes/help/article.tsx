import { data } from 'react-router';
import type { Route } from './+types/article';
import { HELP_ARTICLES, isHelpArticle } from '@tradelink/shared/help/help-articles';
import { serverContext } from '~/lib/server-context.ts';
import { helpArticle } from '~/features/help/help-content.server.ts';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs.tsx';
import { Container, Stack } from '~/components/ui/layout.tsx';
import { Anchor, Text, Title } from '~/components/ui/text.tsx';
import { splitHelpLinks } from '~/features/help/help-links.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { HelpFeedback } from '~/features/help/components/HelpFeedback.tsx';
import { HelpArticleList } from '~/features/help/components/HelpArticleList.tsx';
import { HelpContactLinks } from '~/features/help/components/HelpContactLinks.tsx';
import css from '~/features/help/components/help.module.css';

/** /help/{centre}/{slug}: one article, the others of its topic, and "Was this helpful?". */
export function loader({ params, context }: Route.LoaderArgs) {
  const { centre, slug } = params;
  if (!isHelpArticle(slug) || HELP_ARTICLES[slug].centre !== centre) throw data(null, { status: 404 });
  return helpArticle(context.get(serverContext).lang, slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: `${loaderData.title} | Tradelink` }, { name: 'description', content: loaderData.summary }] : [];

export default function HelpArticlePage({ loaderData: article }: Route.ComponentProps) {
  const { t } = useTranslation('help');
  return (
    <Container size="md" className={css.page}>
      <Stack gap="lg">
        <Breadcrumbs
          trail={[
            { key: 'help', label: t('home'), to: '/help' },
            { key: article.centre, label: t(`centres.${article.centre}.title`), to: `/help/${article.centre}` },
          ]}
          current={article.title}
        />
        <article aria-labelledby="article-title">
          <Text size="sm" c="dimmed">
            {article.topicName}
          </Text>
          <Title order={1} id="article-title" className={css.topic}>
            {article.title}
          </Title>
          <Text fw={600} className={css.paragraph}>
            {article.summary}
          </Text>
          {article.body.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} className={css.paragraph}>
              {splitHelpLinks(paragraph).map((part, i) =>
                'to' in part ? (
                  <Anchor key={i} to={part.to} className={css.inlineLink}>
                    {part.text}
                  </Anchor>
                ) : (
                  part.text
                ),
              )}
            </Text>
          ))}
        </article>
        {/* Keyed by article: moving to another one starts a fresh vote. */}
        <HelpFeedback key={article.slug} article={article.slug} />
        {article.related.length > 0 && (
          <section aria-labelledby="related">
            <Title order={2} size="h4" id="related" className={css.topic}>
              {t('moreIn')}
            </Title>
            <HelpArticleList articles={article.related} />
          </section>
        )}
        <HelpContactLinks />
      </Stack>
    </Container>
  );
}
