import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { apiErrorText } from '~/lib/api-client.ts';
import { useWithdrawQuotation } from '../api/quoting-queries.ts';

/** Takes back a quotation the buyer has not decided on, after asking (it cannot be sent again). */
export function WithdrawButton({ quotation }: { quotation: QuotationDetail }) {
  const { t } = useTranslation('quoting');
  const { t: te } = useTranslation('errors');
  const withdraw = useWithdrawQuotation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = quotation.rfq.product_name;
  return (
    <>
      <Button size="xs" variant="subtle" color="red" onClick={() => setOpen(true)} aria-label={t('withdraw.buttonFor', { name })}>
        {t('withdraw.button')}
      </Button>
      {open && (
        <Modal opened onClose={() => setOpen(false)} title={t('withdraw.title')} centered>
          <Stack>
            <Text>{t('withdraw.body', { name })}</Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('form.cancel')}
              </Button>
              <Button
                color="red"
                loading={withdraw.isPending}
                onClick={() =>
                  withdraw.mutate(
                    { quotation_id: quotation.id },
                    {
                      onSuccess: () => {
                        setOpen(false);
                        notifications.show({ color: 'green', message: t('withdraw.done', { name }) });
                      },
                      onError: (e) => setError(apiErrorText(e, te('generic'))),
                    },
                  )
                }
              >
                {t('withdraw.confirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
