import { useState } from 'react';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatMoney } from '@tradelink/shared/membership/money';
import { sandboxPayRequest, type PaymentDetail } from '@tradelink/shared/membership/membership';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { useSandboxPay } from '../api/payment-queries.ts';
import { formatCardNumber, formatExpiryInput, isCardExpired, parseExpiry } from '../card-fields.ts';
import { SandboxTestCards } from './SandboxTestCards.tsx';

interface Props {
  paymentId: string;
  amountCents: number;
  cardholder: string;
  onPaid: (payment: PaymentDetail) => void;
}

/**
 * Step two with the built-in sandbox provider: a card form checked with the server's own schema.
 * A decline or a temporary failure shows above the form and leaves everything as it was, so the
 * same payment can be tried again.
 */
export function SandboxCardForm({ paymentId, amountCents, cardholder, onPaid }: Props) {
  const { t, i18n } = useTranslation('membership');
  const pay = useSandboxPay();
  const [expiry, setExpiry] = useState('');
  const form = useZodForm(sandboxPayRequest, { payment_id: paymentId, card_number: '', exp_month: '', exp_year: '', cvc: '', cardholder });

  const changeExpiry = (text: string) => {
    const next = formatExpiryInput(text, expiry);
    const parsed = parseExpiry(next);
    setExpiry(next);
    form.setField('exp_month', parsed.exp_month);
    form.setField('exp_year', parsed.exp_year);
  };

  const submit = form.onSubmit(async (values) => {
    if (isCardExpired(values.exp_month, values.exp_year)) {
      form.setErrors((current) => ({ ...current, exp_month: t('errors:validation.card_expired') }));
      return;
    }
    onPaid(await pay.mutateAsync(values));
  });

  return (
    <Stack gap="md">
      <SandboxTestCards onUse={(number) => form.setField('card_number', number)} />
      <form noValidate onSubmit={submit} aria-label={t('card.formLabel')}>
        <Stack gap="sm">
          {/* An error on the payment itself (no longer payable, unknown) has no box of its own. */}
          <FormErrorAlert message={form.formError ?? form.errors.payment_id ?? null} />
          <TextInput
            label={t('card.number')}
            placeholder="1234 1234 1234 1234"
            autoComplete="cc-number"
            inputMode="numeric"
            required
            value={String(form.values.card_number ?? '')}
            error={form.errors.card_number}
            onChange={(e) => form.setField('card_number', formatCardNumber(e.currentTarget.value))}
          />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput
              label={t('card.expiry')}
              placeholder={t('card.expiryPlaceholder')}
              autoComplete="cc-exp"
              inputMode="numeric"
              maxLength={5}
              required
              value={expiry}
              error={form.errors.exp_month ?? form.errors.exp_year}
              onChange={(e) => changeExpiry(e.currentTarget.value)}
            />
            <TextInput label={t('card.cvc')} placeholder="123" autoComplete="cc-csc" inputMode="numeric" maxLength={4} required {...form.field('cvc')} />
          </SimpleGrid>
          <TextInput label={t('card.name')} autoComplete="cc-name" maxLength={120} required {...form.field('cardholder')} />
          <Button type="submit" loading={pay.isPending} disabled={pay.isPending} fullWidth size="md">
            {t('card.pay', { amount: formatMoney(amountCents, i18n.language) })}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
