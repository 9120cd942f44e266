import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '~/components/ui/button.tsx';
import { Anchor, Text } from '~/components/ui/text.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { QuotationStatus } from '@tradelink/shared/quotation/quotation';
import type { SendStatus } from '@tradelink/shared/quotation/supplier-calls';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { QuotationStatusBadge } from '~/features/quotation/public/QuotationStatusBadge.tsx';
import { cx } from '~/components/ui/layout.tsx';
import action from '~/components/ui/action-notice.module.css';
import { openFresh } from '../dialog-return.ts';
import css from './SendQuotationButton.module.css';

// The API client (request signing, the call table) loads on first use, not with the light RFQ page.
const loadClient = () => import('~/lib/api-client.ts');

interface Props {
  rfqId: number;
  productName: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /**
   * The caller's own quotation on this RFQ when the page already knows it (a buying lead carries
   * it; null = none): the button then asks the server only when clicked, not once per card.
   */
  known?: { id: number; status: QuotationStatus } | null;
  /** Runs just before the form for a new quotation opens (buying leads use it to seed `?qlt=`'s template). */
  beforeNew?: (rfqId: number) => void;
}

/**
 * The caller's send status for this RFQ, asked with a plain call (no TanStack Query: the public RFQ
 * page is light, decision 012). Asked again whenever a dialog closes: the quotation dialog may just
 * have sent or edited one (TanStack's invalidation used to refresh it). The answer belongs to one
 * user: after a logout or a switch of account it is dropped at once (logout's `removeQueries` used
 * to do that), and the next user's is asked.
 */
function useSendStatus(rfqId: number, user: string | null, enabled: boolean) {
  const dialogOpen = useDialog().current !== null;
  const owner = `${rfqId}:${user ?? ''}`;
  const [state, setState] = useState<{ owner: string; status: SendStatus } | undefined>(undefined);
  useEffect(() => {
    if (!enabled || dialogOpen) return;
    let live = true;
    // Silent on failure, as before: the click asks again and says what went wrong.
    loadClient()
      .then(({ api }) => api('quotation.send_status', { rfq_id: rfqId }))
      .then(
        (status) => live && setState({ owner, status }),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [rfqId, owner, enabled, dialogOpen]);
  const status = enabled && state?.owner === owner ? state.status : undefined;
  const setStatus = (next: SendStatus) => setState({ owner, status: next });
  return [status, setStatus] as const;
}

/**
 * "Send quotation" on an RFQ: guests log in first (as a seller); for accounts the server says
 * beforehand whether they may quote, so the right dialog opens (profile warning, plan block or the
 * form). A supplier who already quoted gets its quotation instead (edit while the buyer has not
 * decided). Nothing shows on the caller's own RFQ.
 */
export function SendQuotationButton({ rfqId, productName, size = 'md', known, beforeNew }: Props) {
  const { t } = useTranslation('quoting');
  const { t: te } = useTranslation('errors');
  const me = useMe();
  const dialog = useDialog();
  const [status, setStatus] = useSendStatus(rfqId, me?.uuid ?? null, Boolean(me) && known === undefined);
  // Like the status, a notice answers one user's click: it is not shown to the next one.
  const [said, setSaid] = useState<{ user: string | undefined; text: string } | null>(null);
  const notice = said && said.user === me?.uuid ? said.text : null;
  const setNotice = (text: string | null) => setSaid(text === null ? null : { user: me?.uuid, text });
  const [checking, setChecking] = useState(false);

  const decide = (s: SendStatus) => {
    if (s.block === 'buyer_only') setNotice(t('button.buyerOnly'));
    else if (s.block === 'profile_incomplete') openFresh(dialog, 'sendQuotationWarning', {});
    else if (s.block === 'quota') openFresh(dialog, 'sendQuotationBlock', { reason: 'quota', limit: s.monthly_limit });
    else if (s.block === 'not_open') setNotice(t('button.notOpen'));
    else if (s.existing_quotation_id && s.existing_status === 'sent') openFresh(dialog, 'sendQuotation', { rfqId, productName, quotationId: s.existing_quotation_id });
    else if (s.can_send) {
      beforeNew?.(rfqId);
      openFresh(dialog, 'sendQuotation', { rfqId, productName });
    }
  };

  const onClick = async () => {
    setNotice(null);
    if (!me) return dialog.open('auth', { variant: 'login', userType: 'Seller' });
    setChecking(true);
    let client: Awaited<ReturnType<typeof loadClient>> | undefined;
    try {
      client = await loadClient();
      // Ask again on click: the month's count or the RFQ may have changed since the page loaded.
      const fresh = await client.api('quotation.send_status', { rfq_id: rfqId });
      if (known === undefined) setStatus(fresh);
      decide(fresh);
    } catch (error) {
      setNotice(client && error instanceof client.ApiError ? (error.messages[0] ?? te('generic')) : te('generic'));
    } finally {
      setChecking(false);
    }
  };

  const s: Pick<SendStatus, 'block' | 'existing_quotation_id' | 'existing_status'> | undefined =
    known === undefined ? status : { block: null, existing_quotation_id: known?.id ?? null, existing_status: known?.status ?? null };
  if (s?.block === 'own_rfq') return null;
  const existing = s?.existing_quotation_id ?? null;
  return (
    <div className={cx(action.wrap, css.wrap)}>
      {existing && s?.existing_status ? (
        <>
          <div className={css.row}>
            <Text size="sm">{t('button.alreadyQuoted')}</Text>
            <QuotationStatusBadge status={s.existing_status} viewer="supplier" />
          </div>
          <div className={css.row}>
            {s.existing_status === 'sent' && (
              <Button size={size} onClick={() => void onClick()} disabled={checking} aria-busy={checking || undefined}>
                {t('button.edit')}
              </Button>
            )}
            <ButtonLink size={size} variant={s.existing_status === 'sent' ? 'default' : 'filled'} to={`/quotations/${existing}`}>
              {t('button.view')}
            </ButtonLink>
          </div>
          <Anchor to="/business/my-quotations" size="sm" className={css.all}>
            {t('button.allSent')}
          </Anchor>
        </>
      ) : (
        <Button size={size} onClick={() => void onClick()} disabled={checking || s?.block === 'not_open'} aria-busy={checking || undefined}>
          {s?.block === 'not_open' ? t('button.closed') : t('button.send')}
        </Button>
      )}
      {notice && (
        <p className={action.notice} role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
