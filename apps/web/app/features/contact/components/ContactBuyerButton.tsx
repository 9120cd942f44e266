import { useState } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/features/account/me-store.tsx';

interface Props extends Omit<ButtonProps, 'children' | 'onClick'> {
  buyer: { identity: string; name?: string; is_verified: boolean; last_active?: string | null };
  /** Already unlocked: the button says "View contact" (opening it costs nothing). */
  unlocked?: boolean;
}

/**
 * "Contact buyer": opens the `contactUnlock` dialog for suppliers. Guests log in first (as a seller);
 * accounts without a selling side read why they cannot. Hidden on the caller's own buying side.
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
    <Stack gap={4} align="flex-start">
      <Button onClick={onClick} aria-label={buyer.name ? t('contactButton.label', { name: buyer.name }) : undefined} {...buttonProps}>
        {t(unlocked ? 'contactButton.view' : 'contactButton.contact')}
      </Button>
      {notice && (
        <Text size="sm" c="dimmed" role="status" maw={320}>
          {t('contactButton.supplierOnly')}
        </Text>
      )}
    </Stack>
  );
}
