import { Anchor, Button, Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { ModerationQueueItem } from '@tradelink/shared/moderation/admin-moderation';
import { formatDateTime, formatRelative } from '~/lib/format.ts';
import { WAIT_COLORS, waitLevel } from '../wait-level.ts';
import { KindBadge } from './KindBadge.tsx';
import { OwnerBadges } from './OwnerBadges.tsx';
import { postFacts } from './post-facts.ts';
import { itemKey, type QueueViewProps } from './queue-view.ts';

type Part = { item: ModerationQueueItem } & Omit<QueueViewProps, 'items'>;

export function SelectBox({ item, selected, onToggle }: Part) {
  const { t } = useTranslation('adminModeration');
  return <Checkbox checked={selected.has(itemKey(item))} onChange={() => onToggle(item)} aria-label={t('queue.select', { title: item.title })} />;
}

/** The kind, the title (opens the preview) and the commercial facts. */
export function PostSummary({ item, onPreview }: Part) {
  const { t, i18n } = useTranslation('adminModeration');
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <KindBadge kind={item.kind} />
        <UnstyledButton onClick={() => onPreview(item)} aria-label={t('queue.preview', { title: item.title })} style={{ minWidth: 0 }}>
          <Text fw={600} c="blue" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
        </UnstyledButton>
      </Group>
      <Text size="xs" c="dimmed">
        {[item.category_name, ...postFacts(item, t, i18n.language)].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

export function OwnerSummary({ item }: Part) {
  const { t } = useTranslation('adminModeration');
  return (
    <Stack gap={2}>
      <Anchor component={Link} to={`/admin/users/${item.owner.user_id}`} size="sm" aria-label={t('owner.open', { name: item.owner.name })}>
        {item.owner.name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {item.owner.identity}
      </Text>
      <OwnerBadges owner={item.owner} />
    </Stack>
  );
}

/** How long the post has waited, orange after a day and red after three. */
export function Waiting({ item }: Part) {
  const { i18n } = useTranslation('adminModeration');
  const color = WAIT_COLORS[waitLevel(item.submitted_at)];
  return (
    <Text size="sm" c={color} fw={color ? 600 : undefined} title={formatDateTime(item.submitted_at, i18n.language)}>
      {formatRelative(item.submitted_at, i18n.language)}
    </Text>
  );
}

export function RowActions({ item, onApprove, onReject, busy }: Part) {
  const { t } = useTranslation('adminModeration');
  const sending = busy.has(itemKey(item));
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="xs" color="green" variant="light" loading={sending} onClick={() => onApprove(item)} aria-label={t('queue.approveOne', { title: item.title })}>
        {t('queue.approve')}
      </Button>
      <Button size="xs" color="red" variant="subtle" disabled={sending} onClick={() => onReject(item)} aria-label={t('queue.rejectOne', { title: item.title })}>
        {t('queue.reject')}
      </Button>
    </Group>
  );
}
