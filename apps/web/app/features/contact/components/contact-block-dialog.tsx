import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

/** `contactBlock`: no contact unlocks left; contacts already unlocked stay free, more come with a plan. */
export default function ContactBlockDialog({ close }: DialogComponentProps<'contactBlock'>) {
  const { t } = useTranslation('leads');
  return (
    <Modal opened onClose={close} title={t('block.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{t('block.body')}</Text>
        <Text size="sm" c="dimmed">
          {t('block.hint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to="/business/contacts" onClick={close}>
            {t('block.contacts')}
          </Button>
          <Button component={Link} to="/business/membership" onClick={close}>
            {t('block.upgrade')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
