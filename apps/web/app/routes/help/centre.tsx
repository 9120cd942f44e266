import { data } from 'react-router';
import type { Route } from './+types/centre';
import { isHelpCentre } from '@tradelink/shared/help/help-articles';
import { serverContext } from '~/lib/server-context.ts';
import { helpMeta } from '~/features/help/help-meta.server.ts';
import { centreTopics } from '~/features/help/help-content.server.ts';
import { Breadcrumbs } from '~/components/ui/Breadcrumbs.tsx';
import { Container, Stack } from '~/components/ui/layout.tsx';
import { Text, Title } from '~/components/ui/text.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { HelpSearchForm } from '~/features/help/components/HelpSearchForm.tsx';
import { HelpArticleList } from '~/features/help/components/HelpArticleList.tsx';
import { HelpContactLinks } from '~/features/help/components/HelpContactLinks.tsx';
import css from '~/features/help/components/help.module.css';

/** /help/buyers, /help/suppliers: the centre's articles by topic. */
export function loader({ params, context }: Route.LoaderArgs) {
  const centre = params.centre;
  if (!isHelpCentre(centre)) throw data(null, { status: 404 });
  const lang = context.get(serverContext).lang;
  return { centre, topics: centreTopics(lang, centre), meta: helpMeta(lang, `centres.${centre}.title`, `centres.${centre}.description`) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }] : [];

export default function HelpCentrePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('help');
  const { centre, topics } = loaderData;
  return (
    <Container size="md" className={css.page}>
      <Stack gap="lg">
        <Breadcrumbs trail={[{ key: 'help', label: t('home'), to: '/help' }]} current={t(`centres.${centre}.title`)} />
        <div>
          <Title order={1}>{t(`centres.${centre}.title`)}</Title>
          <Text c="dimmed">{t(`centres.${centre}.description`)}</Text>
        </div>
        <HelpSearchForm />
        {topics.map((group) => (
          <section key={group.topic} aria-labelledby={`topic-${group.topic}`}>
            <Title order={2} size="h3" id={`topic-${group.topic}`} className={css.topic}>
              {group.name}
            </Title>
            <HelpArticleList articles={group.articles} />
          </section>
        ))}
        <HelpContactLinks />
      </Stack>
    </Container>
  );
}
