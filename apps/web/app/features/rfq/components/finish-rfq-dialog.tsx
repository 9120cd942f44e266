import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { RFQ_CLOSE_REASONS } from '@tradelink/shared/rfq/rfq';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { apiErrorText } from '~/lib/api-client.ts';
import { useCloseRfq } from '../api/rfq-queries.ts';

/** `finishRFQ`: close an RFQ, saying why (suppliers stop seeing it). */
export default function FinishRfqDialog({ props, close }: DialogComponentProps<'finishRFQ'>) {
  const { t } = useTranslation('sourcing');
  const { t: te } = useTranslation('errors');
  const [reason, setReason] = useState<(typeof RFQ_CLOSE_REASONS)[number] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const closeRfq = useCloseRfq();
  return (
    <Modal opened onClose={close} title={t('finish.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{t('finish.body', { name: props.productName })}</Text>
        <Radio.Group label={t('finish.reason')} value={reason} onChange={(v) => setReason(v as typeof reason)} required>
          <Stack gap="xs" mt="xs">
            {RFQ_CLOSE_REASONS.map((r) => (
              <Radio key={r} value={r} label={t(`finish.reasons.${r}`)} />
            ))}
          </Stack>
        </Radio.Group>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('finish.cancel')}
          </Button>
          <Button
            color="red"
            loading={closeRfq.isPending}
            onClick={() => {
              if (!reason) {
                setError(te('validation.required'));
                return;
              }
              closeRfq.mutate(
                { id: props.rfqId, reason },
                { onSuccess: close, onError: (e) => setError(apiErrorText(e, te('generic'))) },
              );
            }}
          >
            {t('finish.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
