import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { PartnerApplicationItem } from '@tradelink/shared/affiliate/application';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatDateTime } from '~/lib/format.ts';
import { PartnerDecisionModal } from './PartnerDecisionModal.tsx';

const STATUS_COLOR = { pending: 'blue', approved: 'green', declined: 'orange' } as const;

/** A block of what the applicant wrote, as text (line breaks kept). */
function Answer({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
    </div>
  );
}

/** One application: the account, the answers, and the decision (or the buttons to make it). */
export function ApplicationCard({ item }: { item: PartnerApplicationItem }) {
  const { t, i18n } = useTranslation('adminAffiliate');
  const [deciding, setDeciding] = useState<'approve' | 'decline' | null>(null);
  const { applicant } = item;
  return (
    <Card withBorder padding="md" component="article" aria-label={item.applicant_name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>{item.applicant_name}</Text>
            <Text size="sm" c="dimmed">
              <Anchor component={Link} to={`/admin/users/${applicant.user_id}`} size="sm">
                {applicant.name || applicant.email}
              </Anchor>{' '}
              · {applicant.email}
              {applicant.company_name ? ` · ${applicant.company_name}` : ''}
            </Text>
          </div>
          <Badge color={STATUS_COLOR[item.status]}>{t(`statuses.${item.status}`)}</Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('appliedAt', { date: formatDateTime(item.created_at, i18n.language) })}
        </Text>
        {item.website_url && (
          <div>
            <Text size="xs" c="dimmed" fw={600}>
              {t('fields.website')}
            </Text>
            {/* The applicant's address: opened apart from the console, telling the site nothing. */}
            <Anchor href={item.website_url} target="_blank" rel="noopener noreferrer nofollow" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.website_url}
            </Anchor>
          </div>
        )}
        <Answer label={t('fields.audience')} text={item.audience} />
        <Answer label={t('fields.plan')} text={item.promotion_plan} />
        {item.expected_monthly_referrals !== null && <Answer label={t('fields.referrals')} text={String(item.expected_monthly_referrals)} />}
        {item.status === 'pending' ? (
          <Group justify="flex-end">
            <Button variant="default" color="red" onClick={() => setDeciding('decline')}>
              {t('actions.decline')}
            </Button>
            <Button color="green" onClick={() => setDeciding('approve')}>
              {t('actions.approve')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t(`decided.${item.status}`, { by: item.reviewed_by_email ?? '—', date: item.reviewed_at ? formatDateTime(item.reviewed_at, i18n.language) : '—' })}
          </Text>
        )}
        {item.decline_reason && <Answer label={t('fields.reason')} text={item.decline_reason} />}
      </Stack>
      {deciding && <PartnerDecisionModal item={item} decision={deciding} onClose={() => setDeciding(null)} />}
    </Card>
  );
}
