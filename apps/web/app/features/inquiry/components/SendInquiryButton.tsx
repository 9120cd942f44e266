import { useState, type ComponentProps } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import css from '~/components/ui/action-notice.module.css';

interface Props extends Omit<ComponentProps<typeof Button>, 'children' | 'onClick'> {
  supplierIdentity: string;
  supplierName: string;
  productId?: number;
  productName?: string;
  /** A fuller accessible name where several such buttons share a page ("Send inquiry to <company>"). */
  accessibleName?: string;
}

/**
 * "Send inquiry": guests log in first (the `auth` dialog), accounts without a buying side read why
 * they cannot, buyers get the `sendInquiry` dialog. Hidden on the caller's own company. A light
 * button (decision 012): the dialogs bring Mantine when they open.
 */
export function SendInquiryButton({ supplierIdentity, supplierName, productId, productName, accessibleName, ...buttonProps }: Props) {
  const { t } = useTranslation('inquiry');
  const me = useMe();
  const dialog = useDialog();
  const [sellerNotice, setSellerNotice] = useState(false);
  if (me?.supplier?.identity === supplierIdentity) return null;
  const onClick = () => {
    if (!me) dialog.open('auth', { variant: 'login', userType: 'Buyer' });
    else if (me.is_buyer !== 1) setSellerNotice(true);
    else dialog.open('sendInquiry', { supplierIdentity, supplierName, productId, productName });
  };
  return (
    <div className={css.wrap}>
      <Button onClick={onClick} aria-label={accessibleName} {...buttonProps}>
        {t('button.send')}
      </Button>
      {sellerNotice && (
        <p className={css.notice} role="status">
          {t('button.sellerOnly')}
        </p>
      )}
    </div>
  );
}
