import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { formatDate } from '~/lib/format.ts';

/** The allowance is per calendar month in UTC, as the server counts it. */
const firstOfNextMonthUtc = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();

/** `sendQuotationBlock`: the month's quotations are used up, or the plan does not include quoting: upgrade. */
export default function SendQuotationBlockDialog({ props, close }: DialogComponentProps<'sendQuotationBlock'>) {
  const { t, i18n } = useTranslation('quoting');
  const body = props.reason === 'quota' && props.limit !== undefined ? t('block.quota', { count: props.limit }) : props.reason === 'quota' ? t('block.quotaNoLimit') : t('block.plan');
  return (
    <Modal opened onClose={close} title={t('block.title')} centered styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        <Text>{body}</Text>
        {props.reason === 'quota' && (
          <Text size="sm" c="dimmed">
            {t('block.resets', { date: formatDate(firstOfNextMonthUtc(), i18n.language) })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('block.upgradeHint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('block.later')}
          </Button>
          <Button component={Link} to="/business/membership" onClick={close}>
            {t('block.upgrade')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
