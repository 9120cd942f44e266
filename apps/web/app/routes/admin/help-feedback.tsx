import { Anchor, Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Route } from './+types/help-feedback';
import { useTranslation } from '~/lib/use-translation.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import { serverContext } from '~/lib/server-context.ts';
import { formatDateTime } from '~/lib/format.ts';
import { allArticles } from '~/features/help/help-content.server.ts';
import { adminHelpFeedbackQuery } from '~/features/help/api/admin-help-feedback.ts';

/** Article titles in the operator's language (the texts live in the web app, not the database). */
export function loader({ context }: Route.LoaderArgs) {
  return { titles: Object.fromEntries(allArticles(context.get(serverContext).lang).map((a) => [a.slug, a.title])) as Record<string, string> };
}

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'admin', 'helpFeedback.title');

/** /admin/help-feedback: yes/no per help article, most "no" first, and the latest comments (as text). */
export default function AdminHelpFeedbackPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const { data } = useQuery(adminHelpFeedbackQuery());
  const title = (slug: string) => loaderData.titles[slug] ?? slug;
  const centreOf = (slug: string) => data?.articles.find((a) => a.article === slug)?.centre ?? 'buyers';
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('helpFeedback.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('helpFeedback.intro')}
        </Text>
      </div>
      {data && (
        <Card withBorder padding={0} style={{ overflowX: 'auto' }}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('helpFeedback.article')}</Table.Th>
                <Table.Th>{t('helpFeedback.centre')}</Table.Th>
                <Table.Th ta="right">{t('helpFeedback.yes')}</Table.Th>
                <Table.Th ta="right">{t('helpFeedback.no')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.articles.map((row) => (
                <Table.Tr key={row.article}>
                  <Table.Td>
                    <Anchor component={Link} to={`/help/${row.centre}/${row.article}`}>
                      {title(row.article)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`helpFeedback.centres.${row.centre}`)}</Table.Td>
                  <Table.Td ta="right">{row.yes}</Table.Td>
                  <Table.Td ta="right">{row.no}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      <Title order={2} size="h3">
        {t('helpFeedback.comments')}
      </Title>
      {data && data.comments.length === 0 && <Text>{t('helpFeedback.noComments')}</Text>}
      {data?.comments.map((c) => (
        <Card key={c.id} withBorder>
          <Stack gap={4}>
            <Text size="sm">
              <Badge color={c.helpful ? 'green' : 'red'} variant="light" mr="xs">
                {c.helpful ? t('helpFeedback.helpful') : t('helpFeedback.notHelpful')}
              </Badge>
              <Anchor component={Link} to={`/help/${centreOf(c.article)}/${c.article}`}>
                {title(c.article)}
              </Anchor>{' '}
              · {c.language} · {formatDateTime(c.created_at, i18n.language)}
            </Text>
            {/* Visitors' text: rendered as text, never as HTML. */}
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.comment}</Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
