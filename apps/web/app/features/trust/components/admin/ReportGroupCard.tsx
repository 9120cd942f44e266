import { useState } from 'react';
import { Anchor, Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { ReportGroup } from '@tradelink/shared/trust/admin-trust';
import { REPORT_REASONS } from '@tradelink/shared/trust/trust-constants';
import { AccountActions } from '~/features/user-admin/public/AccountActions.tsx';
import { ADMIN_TRUST_KEY } from '../../api/admin-trust-queries.ts';
import { HideReviewModal } from './HideReviewModal.tsx';
import { ReportEntries } from './ReportEntries.tsx';
import { ResolveReportsModal } from './ResolveReportsModal.tsx';
import { formatDateTime } from '~/lib/format.ts';

type Action = 'resolved' | 'dismissed' | 'hide' | null;

/** One reported target: what it is, why people reported it, its reports on demand, and what to do. */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const { t, i18n } = useTranslation('adminTrust');
  const queryClient = useQueryClient();
  const [expanded, setExpanded] = useState(false);
  const [action, setAction] = useState<Action>(null);
  const lang = i18n.language;
  const panelId = `reports-${group.target_type}-${group.target_id}`;
  const target = { type: group.target_type, id: group.target_id, name: group.target_name };
  return (
    <Card withBorder padding="md" component="article" aria-label={`${t(`reports.types.${group.target_type}`)}: ${group.target_name}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light">{t(`reports.types.${group.target_type}`)}</Badge>
              {group.owner_status && group.owner_status !== 'active' && (
                <Badge variant="filled" color="gray">
                  {t(`reports.accountStatus.${group.owner_status}`, { defaultValue: group.owner_status })}
                </Badge>
              )}
            </Group>
            {group.target_url ? (
              <Anchor component={Link} to={group.target_url} target="_blank" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {group.target_name}
              </Anchor>
            ) : (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {group.target_name} <Text span size="sm" c="dimmed">({t('reports.gone')})</Text>
              </Text>
            )}
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text fw={700} c={group.open_count ? 'red' : 'dimmed'}>
              {t('reports.openCount', { count: group.open_count })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('reports.totalCount', { count: group.total_count })}
            </Text>
          </Stack>
        </Group>
        <Group gap={6} wrap="wrap" aria-label={t('reports.reasonsLabel')} role="list">
          {REPORT_REASONS.filter((reason) => group.reasons[reason] > 0).map((reason) => (
            <Badge key={reason} role="listitem" variant="outline" color="red" tt="none">
              {t('reports.reasonCount', { reason: t(`trust:report.reasons.${reason}`), count: group.reasons[reason] })}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('reports.firstLast', { first: formatDateTime(group.first_at, lang), last: formatDateTime(group.last_at, lang) })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="subtle" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded} aria-controls={panelId}>
            {expanded ? t('reports.hideReports') : t('reports.showReports')}
          </Button>
          {group.open_count > 0 && (
            <>
              <Button size="xs" color="green" onClick={() => setAction('resolved')}>
                {t('reports.resolve')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setAction('dismissed')}>
                {t('reports.dismiss')}
              </Button>
            </>
          )}
          {group.target_type === 'review' && group.target_url && (
            <Button size="xs" variant="light" color="red" onClick={() => setAction('hide')}>
              {t('reports.hideReview')}
            </Button>
          )}
          {group.owner_user_id && (
            <AccountActions
              userId={group.owner_user_id}
              status={group.owner_status ?? 'active'}
              name={group.owner_name ?? group.target_name}
              onDone={() => void queryClient.invalidateQueries({ queryKey: ADMIN_TRUST_KEY })}
            />
          )}
        </Group>
        <Collapse expanded={expanded} id={panelId}>
          {expanded && <ReportEntries targetType={group.target_type} targetId={group.target_id} />}
        </Collapse>
      </Stack>
      {(action === 'resolved' || action === 'dismissed') && <ResolveReportsModal target={target} resolution={action} onClose={() => setAction(null)} />}
      {action === 'hide' && <HideReviewModal reviewId={Number(group.target_id)} onClose={() => setAction(null)} />}
    </Card>
  );
}
