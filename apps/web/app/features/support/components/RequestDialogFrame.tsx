import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useMe } from '~/lib/me-store.tsx';

interface Props {
  title: string;
  intro: string;
  close: () => void;
  /** The reference of the request once sent: the dialog then confirms it. */
  sentId: number | null;
  children: ReactNode;
}

/**
 * The frame of the removal, claim and refund dialogs. Requests belong to an account (operators
 * answer in its complaint centre), so a guest sees why and a log-in button instead of the form;
 * after sending, the reference number and the way to follow it.
 */
export function RequestDialogFrame({ title, intro, close, sentId, children }: Props) {
  const { t } = useTranslation('support');
  const me = useMe();
  const dialog = useDialog();
  return (
    <Modal opened onClose={close} title={sentId === null ? title : t('request.successTitle')} centered size="lg" styles={{ content: { maxHeight: '90vh' } }}>
      {sentId !== null ? (
        <Stack>
          <Text role="status">{t('request.successBody', { id: sentId })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('request.close')}
            </Button>
            <Button component={Link} to={`/complaint-center?id=${sentId}`} onClick={close}>
              {t('request.openCenter')}
            </Button>
          </Group>
        </Stack>
      ) : !me ? (
        <Stack>
          <Text>{intro}</Text>
          <Text c="dimmed" size="sm">
            {t('request.loginBody')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/contact-us" onClick={close}>
              {t('request.contactInstead')}
            </Button>
            <Button onClick={() => dialog.open('auth', { variant: 'login' })}>{t('request.login')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
          {children}
        </Stack>
      )}
    </Modal>
  );
}

/** Cancel and submit, at the foot of each request form. */
export function RequestFormActions({ close, busy, submitLabel }: { close: () => void; busy: boolean; submitLabel?: string }) {
  const { t } = useTranslation('support');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={close}>
        {t('request.cancel')}
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel ?? t('request.submit')}
      </Button>
    </Group>
  );
}
