import { useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { PaidPlan, PlanPeriod, PlanSide } from '@tradelink/shared/constants/plans';
import { checkoutRequest } from '@tradelink/shared/membership/membership';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { useMe } from '~/lib/me-store.tsx';
import { CountrySelect } from '~/components/forms/CountrySelect.tsx';
import { useCheckout } from '../api/payment-queries.ts';

interface Props {
  side: PlanSide;
  plan: PaidPlan;
  months: PlanPeriod;
  returnTo: string | null;
  /** The sandbox provider answered: the card form takes over. */
  onSandbox: (paymentId: string, billingName: string) => void;
}

/** Step one: who the receipt is made out to. Stripe takes over from here when it is configured. */
export function BillingForm({ side, plan, months, returnTo, onSandbox }: Props) {
  const { t } = useTranslation('membership');
  const me = useMe();
  const checkout = useCheckout();
  const [redirecting, setRedirecting] = useState(false);
  const form = useZodForm(checkoutRequest, {
    side,
    plan_name: plan,
    months,
    billing_name: [me?.first_name, me?.last_name].filter(Boolean).join(' '),
    billing_company: me?.company_name ?? '',
    billing_country: me?.fd_country ?? '',
    return_to: returnTo ?? undefined,
  });

  const submit = form.onSubmit(async (values) => {
    // The schema already turned an empty country into none; an empty company is none too.
    const started = await checkout.mutateAsync({ ...values, billing_company: values.billing_company || undefined });
    if (started.redirect_url) {
      // Stripe's hosted page; the button stays busy until the browser leaves.
      setRedirecting(true);
      window.location.assign(started.redirect_url);
      return;
    }
    onSandbox(started.payment_id, values.billing_name);
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {/* The order's own fields (plan, period, side) are fixed by the page: their errors go on top. */}
        <FormErrorAlert message={form.formError ?? form.errors.plan_name ?? form.errors.months ?? form.errors.side ?? form.errors.return_to ?? null} />
        <TextInput label={t('billing.name')} autoComplete="name" maxLength={120} required {...form.field('billing_name')} />
        <TextInput label={t('billing.company')} autoComplete="organization" maxLength={200} {...form.field('billing_company')} />
        {/* Sends the ISO code (e.g. VN), which is what the schema takes. */}
        <CountrySelect
          label={t('billing.country')}
          value={form.values.billing_country ?? ''}
          error={form.errors.billing_country}
          onChange={(v) => form.setField('billing_country', v)}
        />
        <Button type="submit" loading={checkout.isPending || redirecting} fullWidth>
          {t('billing.continue')}
        </Button>
      </Stack>
    </form>
  );
}
