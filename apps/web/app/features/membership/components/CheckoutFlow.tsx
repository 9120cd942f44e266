import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import type { PaidPlan, PlanPeriod, PlanSide } from '@tradelink/shared/constants/plans';
import { withReturnPath } from '../return-path.ts';
import { BillingForm } from './BillingForm.tsx';
import { SandboxCardForm } from './SandboxCardForm.tsx';

interface Props {
  side: PlanSide;
  plan: PaidPlan;
  months: PlanPeriod;
  amountCents: number;
  /** Where the user was when they chose to upgrade (an internal path), carried to the thank-you page. */
  returnTo: string | null;
}

/**
 * The checkout's right column for both sides: billing details, then (sandbox provider) the card
 * form; Stripe's hosted page takes over after the billing step when it is configured.
 */
export function CheckoutFlow({ side, plan, months, amountCents, returnTo }: Props) {
  const { t } = useTranslation('membership');
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ paymentId: string; billingName: string } | null>(null);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="billing-title">
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('checkout.step', { step: pending ? 2 : 1, total: 2 })}
          </Text>
          <Title order={2} size="h4" id="billing-title">
            {pending ? t('card.title') : t('billing.title')}
          </Title>
          {pending && (
            <Text size="sm" c="dimmed">
              {t('card.billedTo', { name: pending.billingName })}
            </Text>
          )}
        </div>
        {pending ? (
          <SandboxCardForm
            paymentId={pending.paymentId}
            amountCents={amountCents}
            cardholder={pending.billingName}
            onPaid={(payment) => void navigate(withReturnPath(`/payment-details/${payment.id}?from=checkout`, returnTo))}
          />
        ) : (
          <BillingForm side={side} plan={plan} months={months} returnTo={returnTo} onSandbox={(paymentId, billingName) => setPending({ paymentId, billingName })} />
        )}
      </Stack>
    </Paper>
  );
}
