import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { VerificationQueueItem } from '@tradelink/shared/verification/verification-review';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { countryName, formatDateTime } from '~/lib/format.ts';
import { companyLabel, outcomeOf } from '../outcome.ts';
import { DecisionModal } from './DecisionModal.tsx';
import { DecisionSummary } from './DecisionSummary.tsx';
import { DocumentList } from './DocumentList.tsx';
import { RequestStatusBadge } from './RequestStatusBadge.tsx';
import { TracingAppointment } from './TracingAppointment.tsx';

/** The company's standing: a supplier's level badge, or whether a buyer is business verified. */
function Standing({ item }: { item: VerificationQueueItem }) {
  const { t } = useTranslation('adminVerification');
  if (item.company.verification_level !== null) return <VerificationLevel level={item.company.verification_level} />;
  return (
    <Badge color={item.company.is_biz_verified ? 'teal' : 'gray'} variant="light">
      {item.company.is_biz_verified ? t('card.bizVerified') : t('card.bizNotVerified')}
    </Badge>
  );
}

/** One request in the queue: who asks for which company, what they sent or booked, and the decision. */
export function QueueCard({ item }: { item: VerificationQueueItem }) {
  const { t, i18n } = useTranslation('adminVerification');
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const waiting = item.status === 'pending' || item.status === 'scheduled';
  const company = companyLabel(item);
  const facts = [item.company.identity, countryName(item.company.country, i18n.language), item.company.website].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="md" component="article" aria-label={company}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {company}
              </Text>
              <Standing item={item} />
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {facts}
            </Text>
          </Stack>
          <RequestStatusBadge item={item} />
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('card.requester', { name: item.requester.name })}{' '}
          <Anchor href={`mailto:${item.requester.email}`} size="sm">
            {item.requester.email}
          </Anchor>
        </Text>
        <Text size="xs" c="dimmed">
          {t('card.submitted', { date: formatDateTime(item.created_at, i18n.language, { timeZoneName: 'short' }) })}
        </Text>
        {item.kind === 'smart_tracing' ? <TracingAppointment item={item} /> : <DocumentList documents={item.documents} />}
        {item.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              {t('card.note')}:
            </Text>{' '}
            {item.note}
          </Text>
        )}
        {waiting ? (
          <Group gap="xs">
            <Button size="sm" color="green" onClick={() => setDeciding('approve')}>
              {t(`actions.${outcomeOf(item.kind, 'approve')}`)}
            </Button>
            <Button size="sm" variant="default" color="red" onClick={() => setDeciding('reject')}>
              {t(`actions.${outcomeOf(item.kind, 'reject')}`)}
            </Button>
          </Group>
        ) : (
          <DecisionSummary item={item} />
        )}
      </Stack>
      {deciding && <DecisionModal item={item} decision={deciding} onClose={() => setDeciding(null)} />}
    </Card>
  );
}
