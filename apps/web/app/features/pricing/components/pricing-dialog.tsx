import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useLocation } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { PricingTable } from './PricingTable.tsx';

/**
 * `pricing`: the plans, in place, wherever a limit was reached (the block dialogs' "Upgrade").
 * Choosing a paid plan opens the payment dialog in this one's place. With `skippable`, a quiet
 * "Skip for now" just closes it. With `reason`, the refusal that opened it is said first.
 */
export default function PricingDialog({ props, close }: DialogComponentProps<'pricing'>) {
  const { t } = useTranslation('pricing');
  const phone = useMediaQuery('(max-width: 48em)');
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  // The table's links (trial terms, Buyer Premium, trust programme) leave the page: the dialog goes too.
  useEffect(() => {
    if (pathname !== openedOn.current) close();
  }, [pathname, close]);
  return (
    <Modal opened onClose={close} title={t('dialog.title')} size="90rem" fullScreen={phone} centered styles={{ content: phone ? undefined : { maxHeight: '90vh' } }}>
      <Stack gap="lg">
        {props.reason && (
          <Alert color="yellow" role="status" data-testid="pricing-reason">
            {props.reason}
          </Alert>
        )}
        <PricingTable headingOrder={3} />
        {props.skippable && (
          <Group justify="center">
            <Button variant="subtle" color="gray" onClick={close}>
              {t('dialog.skip')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
