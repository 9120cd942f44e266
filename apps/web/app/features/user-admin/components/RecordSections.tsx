import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { HistoryEntry, UserDetail } from '@tradelink/shared/user-admin/user-detail';
import { formatDate, formatDateTime, formatNumber } from '~/lib/format.ts';
import { Section } from './SideSections.tsx';

export function ActivitySection({ activity }: { activity: UserDetail['activity'] }) {
  const { t, i18n } = useTranslation('adminUsers');
  return (
    <Section title={t('detail.sections.activity')}>
      <SimpleGrid cols={3} spacing="xs">
        {(['quotations_sent', 'inquiries_sent', 'inquiries_received'] as const).map((key) => (
          <Stack key={key} gap={0}>
            <Text fw={700} size="lg">
              {formatNumber(activity[key], i18n.language)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`detail.activity.${key}`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Section>
  );
}

const VERIFICATION_COLORS: Record<string, string> = { approved: 'teal', rejected: 'red', pending: 'yellow', scheduled: 'blue', code_sent: 'blue' };

export function VerificationSection({ requests }: { requests: UserDetail['verification'] }) {
  const { t, i18n } = useTranslation('adminUsers');
  return (
    <Section title={t('detail.sections.verification')}>
      {requests.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.verification.none')}
        </Text>
      )}
      {requests.map((v) => (
        <Stack key={v.id} gap={2}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500}>
              {t(`detail.verification.kind.${v.kind}`, { defaultValue: v.kind })}
            </Text>
            <Badge size="sm" variant="light" color={VERIFICATION_COLORS[v.status] ?? 'gray'} style={{ flexShrink: 0 }}>
              {t(`detail.verification.status.${v.status}`, { defaultValue: v.status })}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {t('detail.verification.dates', {
              created: formatDate(v.created_at, i18n.language),
              reviewed: v.reviewed_at ? formatDate(v.reviewed_at, i18n.language) : t('detail.none'),
            })}
          </Text>
          {v.review_note && <Text size="sm">{t('detail.verification.note', { note: v.review_note })}</Text>}
        </Stack>
      ))}
    </Section>
  );
}

const SANCTION_COLORS = { warning: 'orange', suspension: 'red', reinstatement: 'teal' } as const;

export function SanctionsSection({ sanctions }: { sanctions: UserDetail['sanctions'] }) {
  const { t, i18n } = useTranslation('adminUsers');
  return (
    <Section title={t('detail.sections.sanctions')}>
      {sanctions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.sanctions.none')}
        </Text>
      )}
      {sanctions.map((s) => (
        <Stack key={s.id} gap={2}>
          <Group gap="xs" wrap="wrap">
            <Badge size="sm" variant="light" color={SANCTION_COLORS[s.kind]}>
              {t(`detail.sanctions.kind.${s.kind}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('detail.sanctions.by', { date: formatDateTime(s.created_at, i18n.language), email: s.by_email ?? t('detail.unknownOperator') })}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {s.reason}
          </Text>
        </Stack>
      ))}
    </Section>
  );
}

const show = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '—' : String(value));

/** The fields an entry changed, as "status: active → suspended". */
function changes(entry: HistoryEntry): string[] {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys].map((k) => `${k}: ${show(entry.before?.[k])} → ${show(entry.after?.[k])}`);
}

export function HistorySection({ history }: { history: UserDetail['history'] }) {
  const { t, i18n } = useTranslation('adminUsers');
  return (
    <Section title={t('detail.sections.history')}>
      {history.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('detail.history.none')}
        </Text>
      )}
      {history.map((h) => (
        <Stack key={h.id} gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={500}>
              {t(`detail.history.actions.${h.action.replace('.', '_')}`, { defaultValue: h.action })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('detail.history.by', { date: formatDateTime(h.created_at, i18n.language), email: h.actor_email ?? t('detail.history.system') })}
            </Text>
          </Group>
          {changes(h).map((line) => (
            <Text key={line} size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {line}
            </Text>
          ))}
          {h.reason && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {t('detail.history.reason', { reason: h.reason })}
            </Text>
          )}
        </Stack>
      ))}
    </Section>
  );
}
