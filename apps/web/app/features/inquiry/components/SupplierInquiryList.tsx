import { Anchor, Badge, Box, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { InquiryListItem } from '@tradelink/shared/inquiry/inquiry';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { ProductImage } from '~/components/media/ProductImage.tsx';
import { countryName, formatDate, formatDateTime } from '~/lib/format.ts';
import { supplierInquiriesQuery, type InquiryBox, type SupplierInboxFilter } from '../api/inquiry-queries.ts';
import { inquirySubject } from './inquiry-subject.ts';
import { InquiryStatusButton, isRecipient } from './InquiryStatusButton.tsx';

/** Where a supplier reads a thread: buyers' inquiries under buyer-inquiries, its own outreach under inquiries. */
export const supplierThreadPath = (item: Pick<InquiryListItem, 'id' | 'direction'>) =>
  item.direction === 'supplier_to_buyer' ? `/business/inquiries/${item.id}` : `/business/buyer-inquiries/${item.id}`;

function Row({ item }: { item: InquiryListItem }) {
  const { t, i18n } = useTranslation('inquiry');
  const lang = i18n.language;
  const dialog = useDialog();
  const subject = inquirySubject(item, t);
  const buyer = item.counterpart;
  const who = [buyer.name, buyer.company_name, countryName(buyer.country, lang)].filter(Boolean).join(' · ');
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="li"
      data-unread={item.unread || undefined}
      style={item.unread ? { borderLeft: '4px solid var(--mantine-color-blue-6)' } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Box w={56} miw={56}>
          <ProductImage imageKey={item.product?.image} size="thumb" alt="" radius={6} />
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
            <Anchor component={Link} to={supplierThreadPath(item)} fw={item.unread ? 800 : 600} c="dark" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {subject}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} title={formatDateTime(item.last_message_at, lang)}>
              {formatDate(item.last_message_at, lang)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t(item.direction === 'buyer_to_supplier' ? 'supplier.from' : 'supplier.to', { who })}
          </Text>
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.last_message}
          </Text>
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Group gap="xs">
              {item.unread && (
                <Badge color="blue" size="sm" variant="filled">
                  {t('list.unread')}
                </Badge>
              )}
              <Badge size="sm" variant="light" color={item.status === 'handled' ? 'teal' : 'gray'}>
                {t(`supplier.status.${item.status}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {item.reply_count > 0 ? t('list.replies', { count: item.reply_count }) : t('list.noReplies')}
              </Text>
            </Group>
            <Group gap="xs">
              <Button component={Link} to={supplierThreadPath(item)} variant="subtle" size="xs" aria-label={t('supplier.openNamed', { subject })}>
                {t('supplier.open')}
              </Button>
              <Button
                variant="filled"
                size="xs"
                aria-label={t('supplier.replyNamed', { subject })}
                onClick={() => dialog.open('replyDrawer', { inquiryId: item.id, subject })}
              >
                {t('supplier.reply')}
              </Button>
              {isRecipient(item, 'supplier') && (
                <InquiryStatusButton item={item} aria-label={t(item.status === 'open' ? 'status.markHandledNamed' : 'status.reopenNamed', { subject })} />
              )}
            </Group>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

function Empty({ box, filtered }: { box: InquiryBox; filtered: boolean }) {
  const { t } = useTranslation('inquiry');
  return (
    <Card withBorder padding="xl" radius="md" ta="center">
      <Stack align="center" gap="xs">
        <Text fw={600}>{t(filtered ? 'supplier.noMatch' : box === 'received' ? 'supplier.emptyReceived' : 'supplier.emptySent')}</Text>
        {!filtered && (
          <>
            <Text c="dimmed" size="sm" maw={520}>
              {t(box === 'received' ? 'supplier.emptyReceivedHint' : 'supplier.emptySentHint')}
            </Text>
            <Button component={Link} to={box === 'received' ? '/business/products' : '/business/buying-leads'} variant="light" mt="xs">
              {t(box === 'received' ? 'supplier.toProducts' : 'supplier.toLeads')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** One page of the supplier's inbox, as the filter asks; the page lives in the URL. */
export function SupplierInquiryList({ filter }: { filter: SupplierInboxFilter }) {
  const { t } = useTranslation('inquiry');
  const list = useQuery({ ...supplierInquiriesQuery(filter), placeholderData: keepPreviousData });
  const data = list.data;
  if (!data) return list.isError ? null : <Loader mx="auto" my="xl" display="block" aria-label={t('list.loading')} />;
  if (data.total === 0) return <Empty box={filter.box} filtered={filter.status !== 'all' || filter.unreadOnly} />;
  return (
    <Stack>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(filter.box === 'received' ? 'supplier.tabs.received' : 'supplier.tabs.sent')}>
        {data.data.map((item) => (
          <Row key={item.id} item={item} />
        ))}
      </Stack>
      <UrlPagination total={data.total} pageSize={data.page_size} page={filter.page} />
    </Stack>
  );
}
