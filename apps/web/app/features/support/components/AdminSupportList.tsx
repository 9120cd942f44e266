import { Anchor, Card, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { AdminSupportListItem } from '@tradelink/shared/support/support';
import { formatDateTime, formatRelative } from '~/lib/format.ts';
import { SupportKindBadge, SupportStatusBadge } from './SupportStatusBadge.tsx';

/** The operators' inbox rows: a table from tablet width up, cards on a phone. */
export function AdminSupportList({ items }: { items: AdminSupportListItem[] }) {
  const { t } = useTranslation('adminSupport');
  return (
    <>
      <ScrollArea visibleFrom="sm" type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.columns.request')}</Table.Th>
              <Table.Th>{t('list.columns.requester')}</Table.Th>
              <Table.Th>{t('list.columns.status')}</Table.Th>
              <Table.Th>{t('list.columns.waiting')}</Table.Th>
              <Table.Th>{t('list.columns.thread')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td maw={360}>
                  <Stack gap={4}>
                    <SubjectLink request={r} />
                    <Group gap={6}>
                      <SupportKindBadge kind={r.kind} />
                      <Text size="xs" c="dimmed">
                        #{r.id}
                      </Text>
                    </Group>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Requester request={r} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <SupportStatusBadge status={r.status} />
                </Table.Td>
                <Table.Td>
                  <Waiting request={r} />
                </Table.Td>
                <Table.Td>
                  <ThreadState request={r} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Stack hiddenFrom="sm" gap="sm">
        {items.map((r) => (
          <Card key={r.id} withBorder padding="sm" component="article">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <SubjectLink request={r} />
                <SupportStatusBadge status={r.status} />
              </Group>
              <Group gap={6}>
                <SupportKindBadge kind={r.kind} />
                <Text size="xs" c="dimmed">
                  #{r.id}
                </Text>
              </Group>
              <Requester request={r} />
              <Group justify="space-between" gap="xs">
                <Waiting request={r} />
                <ThreadState request={r} />
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}

function SubjectLink({ request: r }: { request: AdminSupportListItem }) {
  return (
    <Anchor component={Link} to={`/admin/support/${r.id}`} fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
      {r.subject}
    </Anchor>
  );
}

function Requester({ request: r }: { request: AdminSupportListItem }) {
  const { t } = useTranslation('adminSupport');
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {r.name}
        {!r.user_id && (
          <Text span size="xs" c="dimmed">
            {' '}
            ({t('list.guest')})
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {r.email}
      </Text>
    </div>
  );
}

function Waiting({ request: r }: { request: AdminSupportListItem }) {
  const { t, i18n } = useTranslation('adminSupport');
  return (
    <Text size="sm" title={formatDateTime(r.created_at, i18n.language)}>
      {t('list.received', { time: formatRelative(r.created_at, i18n.language) })}
    </Text>
  );
}

function ThreadState({ request: r }: { request: AdminSupportListItem }) {
  const { t } = useTranslation('adminSupport');
  const state = r.last_message_role === 'operator' ? t('list.lastOperator') : r.last_message_role === 'user' ? t('list.lastUser') : t('list.noAnswer');
  return (
    <Text size="sm" c={r.last_message_role === 'operator' ? 'dimmed' : 'orange.8'}>
      {t('list.messages', { count: r.message_count + 1 })} · {state}
    </Text>
  );
}
