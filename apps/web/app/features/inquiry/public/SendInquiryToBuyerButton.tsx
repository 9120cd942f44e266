import { useState, type ComponentProps } from 'react';
import { hasBenefit } from '@tradelink/shared/rules/plans';
import { Button } from '~/components/ui/button.tsx';
import { UpgradeNotice } from '~/components/ui/UpgradeNotice.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import css from '~/components/ui/action-notice.module.css';

interface Props extends Omit<ComponentProps<typeof Button>, 'children' | 'onClick'> {
  buyerIdentity: string;
  buyerName: string;
  /** The buyer's request the inquiry is about (request page, buying lead card). */
  rfqId?: number;
  rfqName?: string;
}

/**
 * A supplier's "Send inquiry" to a buyer. Shown to accounts with a selling side (not on their own
 * buying side). Starting contact is a paid benefit (decision 019): a Free seller reads why and
 * where to upgrade instead of a form (the server refuses it in any case).
 */
export function SendInquiryToBuyerButton({ buyerIdentity, buyerName, rfqId, rfqName, ...buttonProps }: Props) {
  // Common words: the light buyer and request pages render without the inquiry namespace (decision 012).
  const { t } = useTranslation('common');
  const me = useMe();
  const dialog = useDialog();
  const [planNotice, setPlanNotice] = useState(false);
  if (!me?.supplier || me.buyer?.identity === buyerIdentity) return null;
  const onClick = () => {
    if (!hasBenefit(me.supplier!.plan, 'connect_buyers')) setPlanNotice(true);
    else dialog.open('sendInquiry', { buyerIdentity, buyerName, rfqId, rfqName });
  };
  return (
    <div className={css.wrap}>
      <Button variant="light" onClick={onClick} aria-label={t('outreach.buttonFor', { name: buyerName })} {...buttonProps}>
        {t('outreach.button')}
      </Button>
      {planNotice && <UpgradeNotice message={t('outreach.planRequired')} />}
    </div>
  );
}
