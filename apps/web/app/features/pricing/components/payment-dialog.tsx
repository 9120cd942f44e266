import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useLocation, useNavigate } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { checkoutPath, paymentChoice } from '../public/pricing-table.ts';
import { PaymentSummary } from './PaymentSummary.tsx';

/**
 * `payment` (planName, month): the chosen plan and period summed up before paying, then on to the
 * checkout page, which brings the user back here afterwards. Plans are bought by the supplier side:
 * guests log in first, buyer-only accounts are pointed to Buyer Premium. The price shown is the
 * table's; the checkout charges the table's again, whatever the props say.
 */
export default function PaymentDialog({ props, close }: DialogComponentProps<'payment'>) {
  const { t } = useTranslation('pricing');
  const me = useMe();
  const dialog = useDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const phone = useMediaQuery('(max-width: 36em)');
  const choice = paymentChoice(props.planName, props.month);
  const comparePlans = (
    <Button variant="default" onClick={() => dialog.open('pricing', {})}>
      {t('payment.compare')}
    </Button>
  );

  if (!choice) {
    return (
      <Modal opened onClose={close} title={t('payment.unknownTitle')} centered>
        <Stack>
          <Text>{t('errors:codes.PLAN_NOT_SOLD')}</Text>
          <Group justify="flex-end">{comparePlans}</Group>
        </Stack>
      </Modal>
    );
  }

  const { plan, months } = choice;
  const toCheckout = () => {
    dialog.close({ afterAction: true });
    void navigate(checkoutPath(plan, months, `${location.pathname}${location.search}`));
  };
  return (
    <Modal
      opened
      onClose={close}
      title={t('payment.title', { plan: t(`shared.plans.${plan}`), period: t(`shared.periodLong.${months}`) })}
      size="lg"
      centered
      fullScreen={phone}
      styles={{ content: phone ? undefined : { maxHeight: '90vh' } }}
    >
      <Stack gap="md">
        <PaymentSummary plan={plan} months={months} me={me} />
        {!me ? (
          <Text size="sm" c="dimmed">
            {t('payment.guest')}
          </Text>
        ) : (
          !me.supplier && (
            <Alert color="yellow" variant="light">
              {t('payment.buyerOnly')}
            </Alert>
          )
        )}
        <Group justify="flex-end">
          {comparePlans}
          {!me ? (
            <Button onClick={() => dialog.open('auth', { variant: 'login', userType: 'Seller' })}>{t('payment.login')}</Button>
          ) : !me.supplier ? (
            <Button component={Link} to="/buyer-premium-payment" onClick={close}>
              {t('payment.buyerPremium')}
            </Button>
          ) : (
            <Button onClick={toCheckout}>{t('payment.continue')}</Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('payment.footnote')}
        </Text>
      </Stack>
    </Modal>
  );
}
