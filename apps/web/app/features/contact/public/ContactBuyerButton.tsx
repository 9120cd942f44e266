import { useState, type ComponentProps } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';
import css from '~/components/ui/action-notice.module.css';

interface Props extends Omit<ComponentProps<typeof Button>, 'children' | 'onClick'> {
  buyer: { identity: string; name?: string; is_verified: boolean; last_active?: string | null };
  /** Already unlocked: the button says "View contact" (opening it costs nothing). */
  unlocked?: boolean;
}

/**
 * "Contact buyer": opens the `contactUnlock` dialog for suppliers. Guests log in first (as a seller);
 * accounts without a selling side read why they cannot. Hidden on the caller's own buying side.
 * A light button (decision 012): it shows on the public buyer page; the dialog brings Mantine.
 */
export function ContactBuyerButton({ buyer, unlocked = false, ...buttonProps }: Props) {
  const { t } = useTranslation('leads');
  const me = useMe();
  const dialog = useDialog();
  const [notice, setNotice] = useState(false);
  if (me?.buyer?.identity === buyer.identity) return null;
  const onClick = () => {
    if (!me) dialog.open('auth', { variant: 'login', userType: 'Seller' });
    else if (me.is_supplier !== 1) setNotice(true);
    else dialog.open('contactUnlock', { contactId: buyer.identity, isVerified: buyer.is_verified, lastActive: buyer.last_active ?? null, name: buyer.name });
  };
  return (
    <div className={css.wrap}>
      <Button onClick={onClick} aria-label={buyer.name ? t('contactButton.label', { name: buyer.name }) : undefined} {...buttonProps}>
        {t(unlocked ? 'contactButton.view' : 'contactButton.contact')}
      </Button>
      {notice && (
        <p className={css.notice} role="status">
          {t('contactButton.supplierOnly')}
        </p>
      )}
    </div>
  );
}
