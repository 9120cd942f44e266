import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { USER_ROLE_FILTERS, USER_SIDES } from '@tradelink/shared/user-admin/user-admin';
import { USER_STATUSES } from '@tradelink/shared/user-admin/user-detail';
import type { Route } from './+types/users';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { useListParams } from '~/components/lists/use-list-params.ts';
import { adminTitle } from '~/lib/admin-meta.ts';
import { usersQuery } from '~/features/user-admin/api/user-admin-queries.ts';
import { ANY, UserFilters } from '~/features/user-admin/components/UserFilters.tsx';
import { UsersList } from '~/features/user-admin/components/UsersList.tsx';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminUsers', 'list.title');

const STATUS_FILTERS = ['all', ...USER_STATUSES] as const;
const pick = <T extends string>(allowed: readonly T[], raw: string | null): T | undefined => (allowed as readonly string[]).includes(raw ?? '') ? (raw as T) : undefined;

/** Operators find accounts by e-mail, name, company, identity or CUS number; filters live in the URL. */
export default function UsersPage() {
  const { t } = useTranslation('adminUsers');
  const [params] = useSearchParams();
  const filters = useListParams(STATUS_FILTERS, 'all');
  const role = pick(USER_ROLE_FILTERS, params.get('role'));
  const side = pick(USER_SIDES, params.get('side'));
  const status = filters.status === 'all' ? undefined : filters.status;
  const list = useQuery({ ...usersQuery({ keyword: filters.settledKeyword, status, role, side, page: filters.page }), placeholderData: keepPreviousData });
  const data = list.data;
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">{t('list.title')}</Title>
        {data && (
          <Text size="sm" c="dimmed">
            {t('list.count', { count: data.total })}
          </Text>
        )}
      </Group>
      <UserFilters
        values={{ keyword: filters.keyword, status: status ?? ANY, role: role ?? ANY, side: side ?? ANY }}
        onKeyword={filters.setKeyword}
        onFilter={(name, value) => filters.update({ [name]: value, page: null })}
      />
      {list.isPending && <Loader size="sm" />}
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{t('list.empty')}</Text>
        </Card>
      )}
      {data && data.data.length > 0 && <UsersList users={data.data} />}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={filters.page} />}
    </Stack>
  );
}
