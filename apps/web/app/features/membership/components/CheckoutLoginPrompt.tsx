import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import type { AccountType } from '@tradelink/shared/constants/lists';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';

/** Checkout pages are public addresses (shared from mails and the pricing page); paying needs an account. */
export function CheckoutLoginPrompt({ userType }: { userType: AccountType }) {
  const { t } = useTranslation('membership');
  const dialog = useDialog();
  const { pathname, search } = useLocation();
  return (
    <Card withBorder padding="xl" radius="md">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>{t('checkout.login.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('checkout.login.body')}
        </Text>
        <Group gap="sm">
          <Button onClick={() => dialog.open('auth', { variant: 'login', userType })}>{t('checkout.login.button')}</Button>
          <Button component={Link} to={withDirectUrl('/login', pathname + search)} variant="default">
            {t('checkout.login.page')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
