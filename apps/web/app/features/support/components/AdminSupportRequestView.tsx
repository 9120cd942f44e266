import { Anchor, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { AdminSupportRequest } from '@tradelink/shared/support/support';
import { formatDateTime, languageName } from '~/lib/format.ts';
import { AdminSupportAnswerForm } from './AdminSupportAnswerForm.tsx';
import { RequestDetailsList } from './RequestDetailsList.tsx';
import { SupportRequestHeader } from './SupportRequestHeader.tsx';
import { SupportThread } from './SupportThread.tsx';

/** One request in the console: subject, requester, the kind's details, the conversation and the answer box. */
export function AdminSupportRequestView({ request: r }: { request: AdminSupportRequest }) {
  const { t, i18n } = useTranslation('adminSupport');
  const lang = i18n.language;
  return (
    <Stack>
      <Card withBorder padding="md" component="section" aria-labelledby="support-subject">
        <Stack gap="sm">
          <SupportRequestHeader
            request={r}
            compact
            headingId="support-subject"
            meta={`${t('detail.received', { date: formatDateTime(r.created_at, lang) })} · ${t('detail.updated', { date: formatDateTime(r.updated_at, lang) })}`}
          />
          <Divider />
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('detail.requester')}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {r.requester.name}
              </Text>
              <Anchor href={`mailto:${r.requester.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.requester.email}
              </Anchor>
              {r.requester.status && (
                <Badge variant="light" color={r.requester.status === 'active' ? 'gray' : 'red'}>
                  {t('detail.accountStatus', { status: t(`detail.accountStatuses.${r.requester.status}`, { defaultValue: r.requester.status }) })}
                </Badge>
              )}
              <Badge variant="light" color="gray">
                {t('detail.language', { language: languageName(r.language, lang) })}
              </Badge>
            </Group>
            {r.requester.user_id ? (
              <Anchor component={Link} to={`/admin/users/${r.requester.user_id}`} size="sm">
                {t('detail.viewUser')}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('detail.guest')}
              </Text>
            )}
          </Stack>
          {Object.keys(r.details).length > 0 && (
            <>
              <Divider />
              <Text size="xs" c="dimmed">
                {t('detail.details')}
              </Text>
              <RequestDetailsList details={r.details} />
              {r.payment_id && r.details.payment_reference && (
                <Anchor component={Link} to={`/payment-details/${r.payment_id}`} size="sm">
                  {t('detail.openReceipt', { number: r.details.payment_reference.trim().toUpperCase() })}
                </Anchor>
              )}
            </>
          )}
        </Stack>
      </Card>
      <Title order={2} size="h4">
        {t('detail.thread')}
      </Title>
      <SupportThread request={r} labels={{ user: r.requester.name, operator: t('detail.operator') }} lang={lang} />
      {r.unread && (
        <Text size="sm" c="dimmed">
          {t('detail.unreadByUser')}
        </Text>
      )}
      <Card withBorder padding="md">
        <AdminSupportAnswerForm key={r.updated_at} request={r} />
      </Card>
    </Stack>
  );
}
