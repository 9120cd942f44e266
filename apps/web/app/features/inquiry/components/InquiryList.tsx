import { Anchor, Badge, Box, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { Link, useSearchParams } from 'react-router';
import type { InquiryListItem } from '@tradelink/shared/inquiry/inquiry';
import { ProductImage } from '~/components/media/ProductImage.tsx';
import { countryName, formatRelative } from '~/lib/format.ts';
import { myInquiriesQuery, type InquiryBox } from '../api/inquiry-queries.ts';
import { inquirySubject } from './inquiry-subject.ts';

export const INQUIRY_PATHS: Record<InquiryBox, string> = { sent: '/user/inquiries', received: '/user/supplier-inquiries' };

function InquiryRow({ item, box }: { item: InquiryListItem; box: InquiryBox }) {
  const { t, i18n } = useTranslation('inquiry');
  const lang = i18n.language;
  const subject = inquirySubject(item, t);
  const company = item.counterpart.company_name ?? item.counterpart.name;
  return (
    <Card withBorder padding="md" radius="md" component="li" data-unread={item.unread || undefined} style={item.unread ? { borderLeft: '4px solid var(--mantine-color-blue-6)' } : undefined}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        {item.product && (
          <Box w={56} miw={56} visibleFrom="xs">
            <ProductImage imageKey={item.product.image} size="thumb" alt="" radius={6} />
          </Box>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Anchor component={Link} to={`${INQUIRY_PATHS[box]}/${item.id}`} fw={item.unread ? 800 : 600} c="dark" lineClamp={2}>
              {subject}
            </Anchor>
            {item.unread && (
              <Badge color="blue" size="sm" variant="filled" style={{ flexShrink: 0 }}>
                {t('list.unread')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {[t(box === 'sent' ? 'list.to' : 'list.from', { company }), countryName(item.counterpart.country, lang)].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.last_message}
          </Text>
          <Group gap="xs">
            <Badge size="sm" variant="light" color={item.status === 'handled' ? 'teal' : 'gray'}>
              {t(`list.status.${item.status}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {item.reply_count > 0 ? t('list.replies', { count: item.reply_count }) : t('list.noReplies')}
              {' · '}
              {t('list.updated', { when: formatRelative(item.last_message_at, lang) })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** One box of the buyer's inquiries (sent, or received from suppliers), 20 a page, page in the URL. */
export function InquiryList({ box }: { box: InquiryBox }) {
  const { t } = useTranslation('inquiry');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({ ...myInquiriesQuery(box, page), placeholderData: keepPreviousData });
  const data = list.data;
  if (!data) return list.isError ? null : <Loader mx="auto" my="xl" display="block" aria-label={t('list.loading')} />;
  if (data.total === 0) {
    return (
      <Card withBorder padding="xl" radius="md" ta="center">
        <Stack align="center" gap="xs">
          <Text fw={600}>{t(box === 'sent' ? 'list.emptySent' : 'list.emptyReceived')}</Text>
          <Text c="dimmed" size="sm" maw={520}>
            {t(box === 'sent' ? 'list.emptySentHint' : 'list.emptyReceivedHint')}
          </Text>
          <Button component={Link} to={box === 'sent' ? '/suppliers' : '/user/request-quotation'} variant="light" mt="xs">
            {t(box === 'sent' ? 'list.browse' : 'list.postRfq')}
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(box === 'sent' ? 'list.tabs.sent' : 'list.tabs.received')}>
        {data.data.map((item) => (
          <InquiryRow key={item.id} item={item} box={box} />
        ))}
      </Stack>
      <UrlPagination total={data.total} pageSize={data.page_size} page={page} />
    </Stack>
  );
}
