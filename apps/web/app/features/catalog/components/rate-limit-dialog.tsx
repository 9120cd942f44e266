import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { withDirectUrl } from '~/lib/direct-url.ts';

/** `rateLimit`: a guest used up the free views of buyer and RFQ pages; sign up (or log in) to go on. */
export default function RateLimitDialog({ close }: DialogComponentProps<'rateLimit'>) {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <Modal opened onClose={close} title={t('limit.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{t('limit.body')}</Text>
        <Group justify="flex-end">
          <Button component={Link} to={withDirectUrl('/login', back)} variant="default" onClick={close}>
            {t('limit.login')}
          </Button>
          <Button component={Link} to={withDirectUrl('/register', back)} onClick={close}>
            {t('limit.register')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
