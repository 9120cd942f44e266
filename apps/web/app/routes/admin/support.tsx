import { Box, Button, Card, Group, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { SUPPORT_KINDS, type SupportKind } from '@tradelink/shared/support/support-forms';
import { ADMIN_SUPPORT_FILTERS, type AdminSupportFilter } from '@tradelink/shared/support/support';
import { useListParams } from '~/components/lists/use-list-params.ts';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { adminSupportListQuery } from '~/features/support/api/admin-support-queries.ts';
import { AdminSupportList } from '~/features/support/components/AdminSupportList.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import type { Route } from './+types/support';


export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminSupport', 'list.title');
/** `/admin/support`: the complaint centre's inbox; what still needs someone comes first, oldest first. */
export default function AdminSupportPage() {
  const { t } = useTranslation(['adminSupport', 'support']);
  const filters = useListParams<AdminSupportFilter>(ADMIN_SUPPORT_FILTERS, 'active');
  const [params] = useSearchParams();
  const rawKind = params.get('kind') ?? '';
  const kind = (SUPPORT_KINDS as readonly string[]).includes(rawKind) ? (rawKind as SupportKind) : undefined;
  const list = useQuery(adminSupportListQuery({ status: filters.status, kind, keyword: filters.settledKeyword, page: filters.page }));
  const data = list.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">{t('list.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('list.intro')}
          </Text>
        </div>
        <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('list.refresh')}
        </Button>
      </Group>
      <Group align="flex-end" wrap="wrap">
        {/* On a phone the statuses scroll sideways instead of overflowing the page. */}
        <Box maw="100%" style={{ overflowX: 'auto' }}>
          <SegmentedControl
            value={filters.status}
            onChange={(value) => filters.setStatus(value as AdminSupportFilter)}
            data={ADMIN_SUPPORT_FILTERS.map((s) => ({ value: s, label: t(`list.statuses.${s}`) }))}
            aria-label={t('list.statusFilter')}
          />
        </Box>
        <Select
          aria-label={t('list.kind')}
          placeholder={t('list.allKinds')}
          data={SUPPORT_KINDS.map((k) => ({ value: k, label: t(`support:kinds.${k}`) }))}
          value={kind ?? null}
          onChange={(value) => filters.update({ kind: value, page: null })}
          clearable
          w={{ base: '100%', sm: 220 }}
        />
        <TextInput
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          value={filters.keyword}
          onChange={(e) => filters.setKeyword(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{t('list.empty')}</Text>
        </Card>
      )}
      {data && data.data.length > 0 && <AdminSupportList items={data.data} />}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={filters.page} />}
    </Stack>
  );
}
