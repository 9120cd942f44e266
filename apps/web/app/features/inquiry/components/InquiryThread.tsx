import { useEffect } from 'react';
import { Alert, Anchor, Badge, Box, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { InquiryThread as Thread } from '@tradelink/shared/inquiry/inquiry';
import { ProductImage } from '~/components/media/ProductImage.tsx';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { countryName, formatDateTime } from '~/lib/format.ts';
import { inquiryQuery, INQUIRY_KEY } from '../api/inquiry-queries.ts';
import { AttachmentList } from '~/components/attachment/AttachmentList.tsx';
import { MENU_COUNTS_KEY } from '~/lib/menu-counts-query.ts';
import { inquirySubject } from './inquiry-subject.ts';
import { InquiryReplyForm } from './InquiryReplyForm.tsx';
import { InquiryStatusButton, isRecipient } from './InquiryStatusButton.tsx';
import { formatQuantity } from '@tradelink/shared/reference/units';

function Messages({ thread }: { thread: Thread }) {
  const { t, i18n } = useTranslation('inquiry');
  const lang = i18n.language;
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('thread.messages')}>
      {thread.messages.map((m) => {
        const own = m.side === thread.viewer;
        return (
          <Box component="li" key={m.id} style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
            <Paper
              withBorder
              radius="md"
              p="sm"
              maw={{ base: '92%', sm: '78%' }}
              bg={own ? 'var(--mantine-color-blue-0)' : undefined}
              aria-label={t('thread.messageBy', { name: own ? t('thread.you') : m.author_name })}
            >
              <Group gap={6} mb={4} wrap="wrap">
                <Text size="sm" fw={700}>
                  {own ? t('thread.you') : m.author_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(m.side === 'buyer' ? 'thread.sideBuyer' : 'thread.sideSupplier')} · {formatDateTime(m.created_at, lang)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {m.body}
              </Text>
              <AttachmentList files={m.attachments} />
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * One inquiry thread with its reply box; opening it marks it read, so the lists and badges refresh.
 * With `statusAction`, the side the inquiry was sent to can also mark it handled or reopen it.
 */
export function InquiryThreadView({ id, backTo, statusAction = false }: { id: number; backTo: string; statusAction?: boolean }) {
  const { t, i18n } = useTranslation('inquiry');
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const query = useQuery(inquiryQuery(id));
  const thread = query.data;
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY });
    void queryClient.invalidateQueries({ queryKey: [...INQUIRY_KEY, 'mine'] });
  }, [loadedAt, queryClient]);

  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      ← {t('thread.back')}
    </Anchor>
  );
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Stack>
        {back}
        <Alert color={missing ? 'gray' : 'red'} role="alert">
          {missing ? t('thread.notFound') : apiErrorText(query.error, t('thread.loadFailed'))}
        </Alert>
      </Stack>
    );
  }
  if (!thread) return <Loader mx="auto" my="xl" display="block" aria-label={t('list.loading')} />;
  const c = thread.counterpart;
  const company = c.company_name ?? c.name;
  return (
    <Stack>
      {back}
      <Card withBorder radius="md" padding="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          {thread.product && (
            <Box w={72} miw={72}>
              <ProductImage imageKey={thread.product.image} size="thumb" alt="" radius={6} />
            </Box>
          )}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {inquirySubject(thread, t)}
            </Title>
            <Text size="sm">
              <Anchor component={Link} to={thread.viewer === 'buyer' ? `/supplier/${c.identity}` : `/buyer/${c.identity}`} fw={600}>
                {company}
              </Anchor>
              {c.country ? ` · ${countryName(c.country, lang)}` : ''}
            </Text>
            <Group gap="xs">
              <Badge size="sm" variant="light" color={thread.status === 'handled' ? 'teal' : 'gray'}>
                {/* The supplier's word is "handled" (it may mark it so); the buyer reads "answered". */}
                {t(thread.viewer === 'supplier' ? `supplier.status.${thread.status}` : `list.status.${thread.status}`)}
              </Badge>
              {thread.product && (
                <Anchor component={Link} to={`/product/${thread.product.id}`} size="sm">
                  {t('thread.viewProduct')}
                </Anchor>
              )}
              {thread.quantity && (
                <Text size="sm" c="dimmed">
                  {t('thread.quantity', { quantity: formatQuantity(thread.quantity, thread.uom, lang) })}
                </Text>
              )}
            </Group>
          </Stack>
          {statusAction && isRecipient(thread) && <InquiryStatusButton item={thread} />}
        </Group>
      </Card>
      <Messages thread={thread} />
      <Card withBorder radius="md" padding="md">
        <InquiryReplyForm key={thread.id} inquiryId={thread.id} />
      </Card>
    </Stack>
  );
}
