import { useId, useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { rejectReasonForm } from '@tradelink/shared/moderation/admin-moderation';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';

const QUICK_REASONS = ['incomplete', 'prohibited', 'contact', 'duplicate', 'category', 'images'] as const;

interface Props {
  /** How many posts the reason goes to. */
  count: number;
  onClose: () => void;
  /** Sends the decision; the modal closes when it resolves. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/**
 * Asks the reason for a rejection (one post or many). Quick picks fill in a translated common
 * reason that the operator can edit; the owner reads the text as written.
 */
export function RejectModal({ count, onClose, onSubmit }: Props) {
  const { t } = useTranslation('adminModeration');
  const form = useZodForm(rejectReasonForm, { reason: '' });
  const picksId = useId();
  const [busy, setBusy] = useState(false);
  const send = async (reason: string) => {
    setBusy(true);
    try {
      await onSubmit(reason);
      onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('reject.title', { count })} centered>
      <form onSubmit={form.onSubmit((values) => send(values.reason))} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('reject.intro')}
          </Text>
          <div>
            <Text size="sm" fw={500} mb={4} id={picksId}>
              {t('reject.quickPicks')}
            </Text>
            <Group gap={6} role="group" aria-labelledby={picksId}>
              {QUICK_REASONS.map((key) => (
                <Button key={key} size="compact-xs" variant="light" type="button" onClick={() => form.setField('reason', t(`reject.reasons.${key}`))}>
                  {t(`reject.reasons.${key}`)}
                </Button>
              ))}
            </Group>
          </div>
          <Textarea label={t('reject.reason')} required autosize minRows={3} maxRows={8} data-autofocus {...form.field('reason')} />
          <FormErrorAlert message={form.formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('reject.cancel')}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {t('reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
