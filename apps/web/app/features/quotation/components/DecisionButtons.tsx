import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { apiErrorText } from '~/lib/api-client.ts';
import { useDecideQuotation } from '../api/quotation-queries.ts';

/** The buyer's decision on one quotation: prefer it, decline it with a reason, or take the mark back. */
export function DecisionButtons({ quotation, size = 'xs' }: { quotation: QuotationDetail; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('sourcing');
  const { t: te } = useTranslation('errors');
  const decide = useDecideQuotation();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = quotation.supplier.company_name;
  const fail = (e: unknown) => setError(apiErrorText(e, te('generic')));
  if (quotation.viewer !== 'buyer' || quotation.status === 'withdrawn') return null;
  return (
    <>
      <Group gap="xs">
        {quotation.status === 'sent' && (
          <>
            <Button size={size} color="green" loading={decide.isPending} aria-label={t('quotation.preferFor', { name })} onClick={() => decide.mutate({ quotation_id: quotation.id, decision: 'preferred' }, { onError: fail })}>
              {t('quotation.prefer')}
            </Button>
            <Button size={size} variant="default" aria-label={t('quotation.declineFor', { name })} onClick={() => setDeclining(true)}>
              {t('quotation.decline')}
            </Button>
          </>
        )}
        {quotation.status !== 'sent' && (
          <Button size={size} variant="subtle" loading={decide.isPending} aria-label={t('quotation.undoFor', { name })} onClick={() => decide.mutate({ quotation_id: quotation.id, decision: 'sent' }, { onError: fail })}>
            {t('quotation.undo')}
          </Button>
        )}
      </Group>
      {error && !declining && (
        <Alert color="red" mt="xs" role="alert">
          {error}
        </Alert>
      )}
      {declining && (
        <Modal opened onClose={() => setDeclining(false)} title={t('quotation.declineTitle', { name })} centered>
          <Stack>
            <Textarea
              label={t('quotation.declineReason')}
              description={t('quotation.declineHint')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={3}
              required
              error={error ?? undefined}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeclining(false)}>
                {t('finish.cancel')}
              </Button>
              <Button
                color="red"
                loading={decide.isPending}
                onClick={() => {
                  if (!reason.trim()) {
                    setError(te('validation.required'));
                    return;
                  }
                  decide.mutate(
                    { quotation_id: quotation.id, decision: 'declined', reason: reason.trim() },
                    { onSuccess: () => { setDeclining(false); setError(null); }, onError: fail },
                  );
                }}
              >
                {t('quotation.confirmDecline')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </>
  );
}
