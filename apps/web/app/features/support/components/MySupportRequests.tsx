import { useState } from 'react';
import { Box, Button, Card, Group, SegmentedControl, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { MY_SUPPORT_FILTERS, type MySupportFilter, type SupportListItem } from '@tradelink/shared/support/support';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { formatDate } from '~/lib/format.ts';
import { mySupportListQuery } from '../api/support-queries.ts';
import { ComplaintFormModal } from './ComplaintFormModal.tsx';
import { MySupportRequestView } from './MySupportRequestView.tsx';
import { SupportKindBadge, SupportStatusBadge } from './SupportStatusBadge.tsx';

/**
 * The logged-in side of the complaint centre: every request the user sent (all kinds), filtered
 * Open / Closed, and one request's thread when the URL names it (`?id=`), so mail links land on it.
 */
export function MySupportRequests() {
  const { t } = useTranslation('support');
  const [params, setParams] = useSearchParams();
  const [composing, setComposing] = useState(false);
  const openId = Number(params.get('id')) || null;
  const rawStatus = params.get('status') ?? '';
  const status: MySupportFilter = (MY_SUPPORT_FILTERS as readonly string[]).includes(rawStatus) ? (rawStatus as MySupportFilter) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(next)) if (v) p.set(k, v);
      else p.delete(k);
      return p;
    });

  const sent = (id: number) => {
    setComposing(false);
    notifications.show({ color: 'green', message: t('center.complaint.sent', { id }) });
    update({ id: String(id) });
  };

  return (
    <Stack>
      {composing && <ComplaintFormModal onClose={() => setComposing(false)} onSent={sent} />}
      {openId ? (
        <MySupportRequestView id={openId} onBack={() => update({ id: null })} />
      ) : (
        <>
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {t('center.list.title')}
            </Title>
            <Button onClick={() => setComposing(true)}>{t('center.newComplaint')}</Button>
          </Group>
          <Box maw="100%" style={{ overflowX: 'auto' }}>
            <SegmentedControl
              value={status}
              onChange={(value) => update({ status: value === 'all' ? null : value, page: null })}
              data={MY_SUPPORT_FILTERS.map((s) => ({ value: s, label: t(`center.filters.${s}`) }))}
              aria-label={t('center.filters.label')}
            />
          </Box>
          <RequestList status={status} page={page} onOpen={(id) => update({ id: String(id) })} />
        </>
      )}
    </Stack>
  );
}

function RequestList({ status, page, onOpen }: { status: MySupportFilter; page: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation('support');
  const list = useQuery(mySupportListQuery({ status, page }));
  const data = list.data;
  if (!data) return null;
  if (data.data.length === 0) {
    return (
      <Card withBorder padding="xl" ta="center">
        <Text>{status === 'all' ? t('center.list.empty') : t('center.list.noMatch')}</Text>
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      {data.data.map((r) => (
        <RequestRow key={r.id} request={r} onOpen={() => onOpen(r.id)} />
      ))}
      <UrlPagination total={data.total} pageSize={data.page_size} page={page} />
    </Stack>
  );
}

function RequestRow({ request: r, onOpen }: { request: SupportListItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation('support');
  return (
    <Card withBorder padding="md" component="article">
      <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }} aria-label={r.unread ? `${r.subject} — ${t('center.list.unread')}` : r.subject}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              {r.unread && <Box w={8} h={8} bg="red.7" style={{ borderRadius: '50%', flexShrink: 0 }} aria-hidden />}
              <Text fw={r.unread ? 700 : 600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {r.subject}
              </Text>
            </Group>
            <Group gap="xs">
              <SupportKindBadge kind={r.kind} />
              <Text size="sm" c="dimmed">
                {t('center.list.reference', { id: r.id })} · {t('center.list.updated', { date: formatDate(r.updated_at, i18n.language) })}
              </Text>
              {r.unread && (
                <Text size="sm" c="red" fw={600}>
                  {t('center.list.unread')}
                </Text>
              )}
            </Group>
          </Stack>
          <SupportStatusBadge status={r.status} />
        </Group>
      </UnstyledButton>
    </Card>
  );
}
