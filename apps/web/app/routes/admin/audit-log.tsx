import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/audit-log';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { adminTitle } from '~/lib/admin-meta.ts';
import { auditLogQuery } from '~/features/moderation/api/moderation-queries.ts';
import { AuditFilters } from '~/features/moderation/components/AuditFilters.tsx';
import { AuditLogTable } from '~/features/moderation/components/AuditLogTable.tsx';
import { useAuditFilters } from '~/features/moderation/use-audit-filters.ts';

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, 'adminModeration', 'audit.title');

/** Who did what and when, newest first. Read only: the log cannot be edited from anywhere. */
export default function AuditLogPage() {
  const { t } = useTranslation('adminModeration');
  const filters = useAuditFilters();
  const log = useQuery({ ...auditLogQuery(filters.query), placeholderData: keepPreviousData });
  const data = log.data;
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <div>
          <Title order={1} size="h2">{t('audit.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('audit.intro')}
          </Text>
        </div>
        {data && (
          <Text size="sm" c="dimmed">
            {t('audit.count', { count: data.total })}
          </Text>
        )}
      </Group>
      <AuditFilters values={filters.values} onSelect={filters.onSelect} onText={filters.onText} />
      {log.isPending && <Loader size="sm" />}
      {data && data.data.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{t('audit.empty')}</Text>
        </Card>
      )}
      {data && data.data.length > 0 && <AuditLogTable entries={data.data} />}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={filters.page} />}
    </Stack>
  );
}
