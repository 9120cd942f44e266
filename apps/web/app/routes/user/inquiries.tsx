import { Group, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/inquiries';
import { CountBadge } from '~/components/dashboard/CountBadge.tsx';
import { useMenuCounts } from '~/lib/menu-counts-query.ts';
import { INQUIRY_PATHS, InquiryList } from '~/features/inquiry/components/InquiryList.tsx';
import { pageMeta } from '~/lib/meta.ts';
import { idParam } from '~/lib/id-param.ts';

const boxOf = (pathname: string) => (pathname.startsWith(INQUIRY_PATHS.received) ? 'received' : 'sent');

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, boxOf(location.pathname) === 'received' ? 'inquiry:meta.receivedTitle' : 'inquiry:meta.sentTitle');

/**
 * /user/inquiries (the buyer's own) and /user/supplier-inquiries (suppliers reaching out), as two tabs.
 * `?inquiry-id=` opens that inquiry's thread (links in mails and notifications name the list).
 */
export default function InquiriesPage() {
  const { t } = useTranslation('inquiry');
  const box = boxOf(useLocation().pathname);
  const counts = useMenuCounts();
  const navigate = useNavigate();
  const inquiryId = idParam(useSearchParams()[0].get('inquiry-id'));
  if (inquiryId !== undefined) return <Navigate replace to={`${INQUIRY_PATHS[box]}/${inquiryId}`} />;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('list.heading')}
      </Title>
      <Tabs value={box} onChange={(v) => {
          if (v === 'sent' || v === 'received') void navigate(INQUIRY_PATHS[v]);
        }}>
        <Tabs.List>
          <Tabs.Tab value="received">
            <Group gap={6} wrap="nowrap">
              {t('list.tabs.received')}
              <CountBadge count={counts?.count_buyer_leads} label={t('list.unreadCount', { count: counts?.count_buyer_leads ?? 0 })} />
            </Group>
          </Tabs.Tab>
          <Tabs.Tab value="sent">
            <Group gap={6} wrap="nowrap">
              {t('list.tabs.sent')}
              <CountBadge count={counts?.count_inquiry_replies} label={t('list.unreadCount', { count: counts?.count_inquiry_replies ?? 0 })} />
            </Group>
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <InquiryList key={box} box={box} />
    </Stack>
  );
}
