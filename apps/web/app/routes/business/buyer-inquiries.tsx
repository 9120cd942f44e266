import { Group, SegmentedControl, Stack, Switch, Tabs, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Navigate, useSearchParams } from 'react-router';
import { INQUIRY_STATUS_FILTERS, type InquiryStatusFilter } from '@tradelink/shared/inquiry/inquiry';
import type { Route } from './+types/buyer-inquiries';
import { CountBadge } from '~/components/dashboard/CountBadge.tsx';
import { useMenuCounts } from '~/lib/menu-counts-query.ts';
import { SupplierInquiryList } from '~/features/inquiry/components/SupplierInquiryList.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { idParam } from '~/lib/id-param.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'inquiry:meta.supplierInboxTitle');

/**
 * The buyer_inquiries tab: what buyers asked this supplier (received) and its own outreach (sent),
 * filtered by status and unread. Every filter and the page live in the URL (box, status, unread, page).
 * `?inquiry-id=` opens that inquiry's thread (`box=sent`: one the supplier sent).
 */
export default function BusinessBuyerInquiries() {
  const { t } = useTranslation('inquiry');
  const [params, setParams] = useSearchParams();
  const counts = useMenuCounts();
  const box = params.get('box') === 'sent' ? 'sent' : 'received';
  const status = (INQUIRY_STATUS_FILTERS as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as InquiryStatusFilter) : 'all';
  const unreadOnly = params.get('unread') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // A filter change starts again at page 1.
  const update = (next: Record<string, string | null>) =>
    setParams((p) => {
      for (const [k, v] of Object.entries({ ...next, page: null })) {
        if (v) p.set(k, v);
        else p.delete(k);
      }
      return p;
    });
  const unread = counts?.count_unread_buyer_inquiries ?? 0;
  const inquiryId = idParam(params.get('inquiry-id'));
  if (inquiryId !== undefined) return <Navigate replace to={`${box === 'sent' ? '/business/inquiries' : '/business/buyer-inquiries'}/${inquiryId}`} />;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('supplier.heading')}
      </Title>
      <Tabs value={box} onChange={(v) => update({ box: v === 'sent' ? 'sent' : null })}>
        <Tabs.List>
          <Tabs.Tab value="received">
            <Group gap={6} wrap="nowrap">
              {t('supplier.tabs.received')}
              <CountBadge count={unread} label={t('list.unreadCount', { count: unread })} />
            </Group>
          </Tabs.Tab>
          <Tabs.Tab value="sent">{t('supplier.tabs.sent')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          value={status}
          onChange={(v) => update({ status: v === 'all' ? null : v })}
          data={INQUIRY_STATUS_FILTERS.map((s) => ({ value: s, label: t(`supplier.filter.${s}`) }))}
          aria-label={t('supplier.filter.label')}
        />
        <Switch checked={unreadOnly} onChange={(e) => update({ unread: e.currentTarget.checked ? '1' : null })} label={t('supplier.filter.unreadOnly')} />
      </Group>
      <SupplierInquiryList filter={{ box, status, unreadOnly, page }} />
    </Stack>
  );
}
