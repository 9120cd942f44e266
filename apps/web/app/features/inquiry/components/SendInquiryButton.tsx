import { useState } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/features/account/me-store.tsx';

interface Props extends Omit<ButtonProps, 'children' | 'onClick'> {
  supplierIdentity: string;
  supplierName: string;
  productId?: number;
  productName?: string;
  /** A fuller accessible name where several such buttons share a page ("Send inquiry to <company>"). */
  accessibleName?: string;
}

/**
 * "Send inquiry": guests log in first (the `auth` dialog), accounts without a buying side read why
 * they cannot, buyers get the `sendInquiry` dialog. Hidden on the caller's own company.
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
    <Stack gap={4} align="flex-start">
      <Button onClick={onClick} aria-label={accessibleName} {...buttonProps}>
        {t('button.send')}
      </Button>
      {sellerNotice && (
        <Text size="sm" c="dimmed" role="status" maw={320}>
          {t('button.sellerOnly')}
        </Text>
      )}
    </Stack>
  );
}
