import { Alert, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ReportTargetType } from '@tradelink/shared/trust/trust-constants';
import { reportTargetQuery } from '../../api/admin-trust-queries.ts';
import { formatDateTime } from '~/lib/format.ts';

const STATUS_COLOR = { open: 'orange', resolved: 'green', dismissed: 'gray' } as const;

/** The individual reports on one target, loaded when an operator opens its group. */
export function ReportEntries({ targetType, targetId }: { targetType: ReportTargetType; targetId: string }) {
  const { t, i18n } = useTranslation('adminTrust');
  const entries = useQuery(reportTargetQuery({ target_type: targetType, target_id: targetId }));
  if (entries.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (entries.isError) return <Alert color="red">{t('loadFailed')}</Alert>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('reports.entriesLabel')}>
      {entries.data.map((entry) => (
        <li key={entry.id} style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 'var(--mantine-spacing-sm)' }}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="red">
              {t(`trust:report.reasons.${entry.reason}`)}
            </Badge>
            <Badge variant="outline" color={STATUS_COLOR[entry.status]}>
              {t(`reports.entryStatus.${entry.status}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, i18n.language)}</time>
            </Text>
          </Group>
          <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {t('reports.reporter', { name: entry.reporter.name, email: entry.reporter.email })}
          </Text>
          <Text size="sm" c={entry.details ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {entry.details ?? t('reports.noDetails')}
          </Text>
          {entry.resolved_at && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('reports.closedOn', { date: formatDateTime(entry.resolved_at, i18n.language) })}
              {entry.resolution_note ? ` · ${t('reports.note', { note: entry.resolution_note })}` : ''}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
