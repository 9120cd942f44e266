import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, type MantineSize } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { QuotationStatus } from '@tradelink/shared/quotation/quotation';
import type { SendStatus } from '@tradelink/shared/quotation/supplier-calls';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/features/account/me-store.tsx';
import { QuotationStatusBadge } from '~/features/quotation/components/QuotationStatusBadge.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { sendStatusQuery } from '../api/quoting-queries.ts';
import { openFresh } from '../dialog-return.ts';

interface Props {
  rfqId: number;
  productName: string;
  size?: MantineSize;
  /**
   * The caller's own quotation on this RFQ when the page already knows it (a buying lead carries
   * it; null = none): the button then asks the server only when clicked, not once per card.
   */
  known?: { id: number; status: QuotationStatus } | null;
}

/**
 * "Send quotation" on an RFQ: guests log in first (as a seller); for accounts the server says
 * beforehand whether they may quote, so the right dialog opens (profile warning, plan block or the
 * form). A supplier who already quoted gets its quotation instead (edit while the buyer has not
 * decided). Nothing shows on the caller's own RFQ.
 */
export function SendQuotationButton({ rfqId, productName, size = 'md', known }: Props) {
  const { t } = useTranslation('quoting');
  const { t: te } = useTranslation('errors');
  const me = useMe();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const status = useQuery({ ...sendStatusQuery(rfqId), enabled: Boolean(me) && known === undefined });
  const [notice, setNotice] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const decide = (s: SendStatus) => {
    if (s.block === 'buyer_only') setNotice(t('button.buyerOnly'));
    else if (s.block === 'profile_incomplete') openFresh(dialog, 'sendQuotationWarning', {});
    else if (s.block === 'quota') openFresh(dialog, 'sendQuotationBlock', { reason: 'quota', limit: s.monthly_limit });
    else if (s.block === 'not_open') setNotice(t('button.notOpen'));
    else if (s.existing_quotation_id && s.existing_status === 'sent') openFresh(dialog, 'sendQuotation', { rfqId, productName, quotationId: s.existing_quotation_id });
    else if (s.can_send) openFresh(dialog, 'sendQuotation', { rfqId, productName });
  };

  const onClick = async () => {
    setNotice(null);
    if (!me) return dialog.open('auth', { variant: 'login', userType: 'Seller' });
    setChecking(true);
    try {
      // Ask again on click: the month's count or the RFQ may have changed since the page loaded.
      decide(await queryClient.fetchQuery({ ...sendStatusQuery(rfqId), staleTime: 0 }));
    } catch (error) {
      setNotice(error instanceof ApiError ? (error.messages[0] ?? te('generic')) : te('generic'));
    } finally {
      setChecking(false);
    }
  };

  const s: Pick<SendStatus, 'block' | 'existing_quotation_id' | 'existing_status'> | undefined =
    known === undefined ? status.data : { block: null, existing_quotation_id: known?.id ?? null, existing_status: known?.status ?? null };
  if (s?.block === 'own_rfq') return null;
  const existing = s?.existing_quotation_id ?? null;
  return (
    <Stack gap={6} align="flex-start">
      {existing && s?.existing_status ? (
        <>
          <Group gap="xs">
            <Text size="sm">{t('button.alreadyQuoted')}</Text>
            <QuotationStatusBadge status={s.existing_status} viewer="supplier" />
          </Group>
          <Group gap="xs">
            {s.existing_status === 'sent' && (
              <Button size={size} onClick={() => void onClick()} loading={checking}>
                {t('button.edit')}
              </Button>
            )}
            <Button size={size} variant={s.existing_status === 'sent' ? 'default' : 'filled'} component={Link} to={`/quotations/${existing}`}>
              {t('button.view')}
            </Button>
          </Group>
          <Anchor component={Link} to="/business/my-quotations" size="sm">
            {t('button.allSent')}
          </Anchor>
        </>
      ) : (
        <Button size={size} onClick={() => void onClick()} loading={checking} disabled={s?.block === 'not_open'}>
          {s?.block === 'not_open' ? t('button.closed') : t('button.send')}
        </Button>
      )}
      {notice && (
        <Text size="sm" c="dimmed" role="status" maw={320}>
          {notice}
        </Text>
      )}
    </Stack>
  );
}
