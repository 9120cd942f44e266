import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { POST_STATUS } from '@tradelink/shared/constants/lists';
import type { PostCounts, RecentPost, UserDetail } from '@tradelink/shared/user-admin/user-detail';
import { formatDate } from '~/lib/format.ts';
import { PostStatusBadge } from './UserBadges.tsx';
import { Section } from './SideSections.tsx';

const STATUSES = ['pending', 'approved', 'rejected', 'closed'] as const;

/** Only approved posts have a public page. */
const publicPath = (p: RecentPost) => (p.status === POST_STATUS.approved ? (p.kind === 'product' ? `/product/${p.id}` : `/request/${p.id}`) : null);

function CountsTable({ products, rfqs }: { products: PostCounts; rfqs: PostCounts }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Table.ScrollContainer minWidth={380}>
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('detail.posts.kindColumn')}</VisuallyHidden>
            </Table.Th>
            {STATUSES.map((s) => (
              <Table.Th key={s} ta="end">
                {t(`postStatus.${s}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {([['products', products], ['rfqs', rfqs]] as const).map(([kind, counts]) => (
            <Table.Tr key={kind}>
              <Table.Th scope="row">{t(`detail.posts.${kind}`)}</Table.Th>
              {STATUSES.map((s) => (
                <Table.Td key={s} ta="end">
                  {counts[s]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function PostsSection({ posts }: { posts: UserDetail['posts'] }) {
  const { t, i18n } = useTranslation('adminUsers');
  return (
    <Section title={t('detail.sections.posts')}>
      <CountsTable products={posts.products} rfqs={posts.rfqs} />
      <Text fw={500} size="sm">
        {t('detail.posts.recent')}
      </Text>
      {posts.recent.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.posts.none')}
        </Text>
      )}
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {posts.recent.map((p) => {
          const path = publicPath(p);
          return (
            <Group key={`${p.kind}-${p.id}`} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <Badge size="sm" variant="outline" color="gray" style={{ flexShrink: 0 }}>
                {t(`detail.posts.kind.${p.kind}`)}
              </Badge>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                {path ? (
                  <Anchor component={Link} to={path} size="sm" lineClamp={2}>
                    {p.title}
                  </Anchor>
                ) : (
                  <Text size="sm" lineClamp={2}>
                    {p.title}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  #{p.id} · {formatDate(p.created_at, i18n.language)}
                </Text>
              </Stack>
              <PostStatusBadge status={p.status} />
            </Group>
          );
        })}
      </Stack>
    </Section>
  );
}
