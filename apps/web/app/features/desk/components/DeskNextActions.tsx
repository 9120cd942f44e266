import { Button, Group, Paper, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { DeskStats } from '@tradelink/shared/desk/desk';

interface Action {
  key: string;
  to: string;
  label: string;
  /** The one thing most worth doing now is the filled button. */
  primary?: boolean;
}

/** What to do next, from the figures: unanswered buyers first, then an empty catalogue, leads, trust. */
export function nextActions(stats: DeskStats, t: (key: string, options?: Record<string, unknown>) => string): Action[] {
  const actions: Action[] = [];
  const listed = stats.products.approved + stats.products.pending;
  if (stats.inquiries.unread > 0) {
    actions.push({ key: 'inquiries', to: '/business/buyer-inquiries?unread=1', label: t('next.answerInquiries', { count: stats.inquiries.unread }) });
  }
  actions.push({ key: 'post', to: '/business/post/new', label: t('next.postProduct') });
  actions.push({ key: 'leads', to: '/business/buying-leads', label: stats.leads.new_count > 0 ? t('next.answerNewLeads', { count: stats.leads.new_count }) : t('next.answerLeads') });
  if (stats.verification_level < 4) actions.push({ key: 'verify', to: '/business/verification', label: t('next.verify', { level: stats.verification_level + 1 }) });
  const first = stats.inquiries.unread > 0 ? 'inquiries' : listed === 0 ? 'post' : 'leads';
  return actions.map((a) => ({ ...a, primary: a.key === first }));
}

export function DeskNextActions({ stats }: { stats: DeskStats }) {
  const { t } = useTranslation('desk');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="desk-next">
      <Title order={2} size="h4" mb="sm" id="desk-next">
        {t('next.title')}
      </Title>
      <Group gap="sm">
        {nextActions(stats, t).map((a) => (
          <Button key={a.key} component={Link} to={a.to} variant={a.primary ? 'filled' : 'light'} size="sm" maw="100%">
            {a.label}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
