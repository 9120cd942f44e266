import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@tradelink/shared/constants/languages';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { api, apiErrorText } from '~/lib/api-client.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { answeredRfqQuery } from './api/quoting-queries.ts';
import { openFresh } from './dialog-return.ts';

/**
 * `/business/buying-leads?rfq-id=<id>&quote=1` (the AI agent's "Open the quotation form"): on
 * arrival, the quotation form of that request opens as the lead's "Send quotation" would open it —
 * the server says first whether the supplier may quote (profile warning, plan block, an existing
 * quotation to edit). What the form starts from is the draft kept for that request
 * (quote-draft.ts). `done` runs once it is handled (the page drops the parameter, so a reload does
 * not open it again). Returns a notice when the form cannot open.
 */
export function useOpenQuotationOnArrival(rfqId: number | undefined, wanted: boolean, done: () => void): string | null {
  const { t, i18n } = useTranslation('quoting');
  const { t: te } = useTranslation('errors');
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || rfqId === undefined || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const [status, lead] = await Promise.all([api('quotation.send_status', { rfq_id: rfqId }), queryClient.fetchQuery(answeredRfqQuery(rfqId, i18n.language as Language))]);
        const productName = lead.product_name;
        if (status.block === 'buyer_only') setNotice(t('button.buyerOnly'));
        else if (status.block === 'own_rfq' || status.block === 'not_open') setNotice(t('button.notOpen'));
        else if (status.block === 'profile_incomplete') openFresh(dialog, 'sendQuotationWarning', {});
        else if (status.block === 'quota') openFresh(dialog, 'sendQuotationBlock', { reason: 'quota', limit: status.monthly_limit });
        else if (status.existing_quotation_id && status.existing_status === 'sent') openFresh(dialog, 'sendQuotation', { rfqId, productName, quotationId: status.existing_quotation_id });
        else if (status.existing_quotation_id) setNotice(t('send.decided'));
        else if (status.can_send) openFresh(dialog, 'sendQuotation', { rfqId, productName });
      } catch (error) {
        setNotice(apiErrorText(error, te('generic')));
      } finally {
        done();
      }
    })();
  }, [wanted, rfqId, dialog, queryClient, i18n.language, t, te, done]);
  return notice;
}
