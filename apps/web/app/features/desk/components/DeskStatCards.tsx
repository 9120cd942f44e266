import type { ReactNode } from 'react';
import { Anchor, Box, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { DeskStats } from '@tradelink/shared/desk/desk';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';

interface StatCardProps {
  title: string;
  value: ReactNode;
  to: string;
  /** The link's accessible name: what following it does. */
  linkLabel: string;
  children?: ReactNode;
}

/** One figure with its details, linking to the page where the supplier acts on it. */
function StatCard({ title, value, to, linkLabel, children }: StatCardProps) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap={6} h="100%">
        <Text size="sm" c="dimmed" fw={600}>
          {title}
        </Text>
        <Box fz={28} fw={700} lh={1.1}>
          {value}
        </Box>
        {children && (
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {children}
          </Text>
        )}
        <Anchor component={Link} to={to} size="sm" mt="auto">
          {linkLabel} →
        </Anchor>
      </Stack>
    </Card>
  );
}

/** The desk's figures, each card leading to its page. */
export function DeskStatCards({ stats }: { stats: DeskStats }) {
  const { t } = useTranslation('desk');
  const { t: tc } = useTranslation('common');
  const { products, quotations, inquiries } = stats;
  const live = products.approved;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      <StatCard title={t('cards.products.title')} value={t('cards.products.value', { count: live })} to="/business/products" linkLabel={t('cards.products.link')}>
        {t('cards.products.details', { rejected: products.rejected, closed: products.closed })}
        {products.pending > 0 && (
          <>
            {' · '}
            <Anchor component={Link} to="/business/products?status=pending" size="sm">
              {t('cards.products.pending', { count: products.pending })}
            </Anchor>
          </>
        )}
      </StatCard>
      <StatCard title={t('cards.quotations.title')} value={t('cards.quotations.value', { count: quotations.sent_total })} to="/business/my-quotations" linkLabel={t('cards.quotations.link')}>
        {t('cards.quotations.details', { awaiting: quotations.awaiting, preferred: quotations.preferred, declined: quotations.declined })}
      </StatCard>
      <StatCard title={t('cards.leads.title')} value={t('cards.leads.value', { count: stats.leads.new_count })} to="/business/buying-leads" linkLabel={t('cards.leads.link')}>
        {t('cards.leads.details')}
      </StatCard>
      <StatCard
        title={t('cards.inquiries.title')}
        value={t('cards.inquiries.value', { count: inquiries.unread })}
        to={inquiries.unread > 0 ? '/business/buyer-inquiries?unread=1' : '/business/buyer-inquiries'}
        linkLabel={t('cards.inquiries.link')}
      >
        {t('cards.inquiries.details', { count: inquiries.open })}
      </StatCard>
      <StatCard title={t('cards.contacts.title')} value={t('cards.contacts.value', { count: stats.quotas.contact_quota })} to="/business/contacts" linkLabel={t('cards.contacts.link')}>
        {t('cards.contacts.details')}
      </StatCard>
      <StatCard
        title={t('cards.verification.title')}
        value={<VerificationLevel level={stats.verification_level} />}
        to="/business/verification"
        linkLabel={t(stats.verification_level < 4 ? 'cards.verification.raise' : 'cards.verification.view')}
      >
        {tc(`verification.level${stats.verification_level}`)}
      </StatCard>
    </SimpleGrid>
  );
}
