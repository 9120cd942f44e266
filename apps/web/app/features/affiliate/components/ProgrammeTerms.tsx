import { Anchor, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatMoney } from '@tradelink/shared/membership/money';
import { useTranslation } from '~/lib/use-translation.tsx';
import { partnerTermsQuery } from '../api/partner-queries.ts';
import { QueryError } from './QueryError.tsx';

/** The help article on the partner programme (help-articles.ts: `partner-programme` in the suppliers' centre). */
export const PARTNER_HELP_PATH = '/help/suppliers/partner-programme';

/** The programme's terms as operators set them. */
export function ProgrammeTerms() {
  const { t, i18n } = useTranslation('affiliate');
  const terms = useQuery(partnerTermsQuery);
  const d = terms.data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="partner-terms">
      <Stack gap="xs">
        <Title order={2} size="h4" id="partner-terms">
          {t('terms.title')}
        </Title>
        {terms.isError && <QueryError error={terms.error} />}
        {terms.isPending && <Loader aria-label={t('loading')} />}
        {d && (
          <List size="sm" spacing={4}>
            <List.Item>{t('terms.rate', { rate: (d.rate_bp / 100).toLocaleString(i18n.language), months: d.duration_months })}</List.Item>
            <List.Item>{t('terms.hold', { count: d.hold_days })}</List.Item>
            <List.Item>{t('terms.threshold', { threshold: formatMoney(d.payout_threshold_cents, i18n.language, d.currency) })}</List.Item>
            <List.Item>{t('terms.selfReferral')}</List.Item>
          </List>
        )}
        <Text size="sm">
          <Anchor component={Link} to={PARTNER_HELP_PATH}>
            {t('terms.help')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
