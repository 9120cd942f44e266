import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AffiliateTerms } from '@tradelink/shared/affiliate/terms';
import { formatMoney } from '@tradelink/shared/membership/money';
import { useTranslation } from '~/lib/use-translation.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { toast } from '~/lib/toast.ts';
import { adminTermsQuery, useSetAffiliateTerms } from '../api/affiliate-admin-queries.ts';

type Fields = { rate: string; months: string; hold: string; threshold: string };

/** Whole or decimal figures typed by an operator: "20", "12.5"; null when not a number. */
const parseNumber = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null);

const fieldsOf = (terms: AffiliateTerms): Fields => ({
  rate: String(terms.rate_bp / 100),
  months: String(terms.duration_months),
  hold: String(terms.hold_days),
  threshold: String(terms.payout_threshold_cents / 100),
});

/** The programme's terms: rate (%), months, hold days and payout threshold, starting from those in force. */
export function TermsForm() {
  const { t } = useTranslation('adminAffiliate');
  const terms = useQuery(adminTermsQuery());
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="affiliate-terms">
      <Stack>
        <Title order={2} size="h4" id="affiliate-terms">
          {t('terms.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('terms.intro')}
        </Text>
        {terms.data ? (
          <TermsFields terms={terms.data} />
        ) : terms.isError ? (
          <Alert color="red" role="alert">
            {t('terms.loadFailed')}{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => void terms.refetch()}>
              {t('terms.retry')}
            </Button>
          </Alert>
        ) : (
          <Loader size="sm" aria-label={t('terms.title')} />
        )}
      </Stack>
    </Paper>
  );
}

function TermsFields({ terms }: { terms: AffiliateTerms }) {
  const { t, i18n } = useTranslation('adminAffiliate');
  const { t: te } = useTranslation('errors');
  const save = useSetAffiliateTerms();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(terms));
  const [saved, setSaved] = useState<AffiliateTerms | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => setFields({ ...fields, [key]: e.currentTarget.value });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const rate = parseNumber(fields.rate);
    const months = parseNumber(fields.months);
    const hold = parseNumber(fields.hold);
    const threshold = parseNumber(fields.threshold);
    const found: typeof errors = {};
    if (rate === null || rate > 100 || Math.round(rate * 100) !== rate * 100) found.rate = t('terms.rateInvalid');
    if (months === null || !Number.isInteger(months) || months < 1 || months > 120) found.months = t('terms.monthsInvalid');
    if (hold === null || !Number.isInteger(hold) || hold > 365) found.hold = t('terms.holdInvalid');
    if (threshold === null || Math.round(threshold * 100) !== Math.round(threshold * 100 * 1000) / 1000 || threshold > 1_000_000) found.threshold = t('terms.thresholdInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { rate_bp: Math.round(rate! * 100), duration_months: months!, hold_days: hold!, payout_threshold_cents: Math.round(threshold! * 100) },
      {
        onSuccess: (terms) => {
          setSaved(terms);
          toast({ message: t('terms.saved'), color: 'green' });
        },
        onError: (err) => setFailure(apiErrorText(err, te('generic'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="affiliate-terms">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <TextInput label={t('terms.rate')} inputMode="decimal" required value={fields.rate} onChange={set('rate')} error={errors.rate} />
          <TextInput label={t('terms.months')} inputMode="numeric" required value={fields.months} onChange={set('months')} error={errors.months} />
          <TextInput label={t('terms.hold')} inputMode="numeric" required value={fields.hold} onChange={set('hold')} error={errors.hold} />
          <TextInput label={t('terms.threshold')} inputMode="decimal" required value={fields.threshold} onChange={set('threshold')} error={errors.threshold} />
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {saved && (
          <Alert color="green" role="status">
            {t('terms.current', {
              rate: (saved.rate_bp / 100).toLocaleString(i18n.language),
              months: saved.duration_months,
              hold: saved.hold_days,
              threshold: formatMoney(saved.payout_threshold_cents, i18n.language, saved.currency),
            })}
          </Alert>
        )}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('terms.save')}
        </Button>
      </Stack>
    </form>
  );
}
