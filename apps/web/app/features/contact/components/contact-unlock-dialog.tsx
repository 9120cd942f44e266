import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { ContactDetails, ContactPreview } from '@tradelink/shared/contact/contact';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { ApiError, apiErrorText } from '~/lib/api-client.ts';
import { contactPreviewQuery, useUnlockContact } from '../api/contact-queries.ts';
import { ContactDetailsView } from './ContactDetailsView.tsx';
import { ContactSummary } from './ContactSummary.tsx';

/**
 * `contactUnlock`: a buyer's contact id, whether it is verified and when it was last active, then
 * the cost (one contact unlock) and what is left. Confirming unlocks and shows the details; an
 * unlocked contact shows them at once, free. A Free seller is sent to the plans (decision 019), a
 * supplier below Level 2 to verification, and
 * one without unlocks left gets `contactBlock` (the server refuses both in any case).
 */
export default function ContactUnlockDialog({ props, close }: DialogComponentProps<'contactUnlock'>) {
  const { t } = useTranslation('leads');
  const dialog = useDialog();
  const preview = useQuery(contactPreviewQuery(props.contactId));
  const unlock = useUnlockContact();
  const [unlocked, setUnlocked] = useState<{ details: ContactDetails; left: number } | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const [needsPlan, setNeedsPlan] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const p = preview.data;
  // Until the preview arrives, the facts the opener already knew.
  const shown: ContactPreview = p ?? {
    contact_id: props.contactId,
    name: props.name ?? '—',
    company_name: null,
    country: null,
    is_verified: props.isVerified,
    last_active: props.lastActive,
    unlocked: false,
    contact_quota_left: 0,
    verification_required: false,
    plan_required: false,
    details: null,
  };
  const details = unlocked?.details ?? p?.details ?? null;

  const confirm = () => {
    setError(null);
    if (p && p.contact_quota_left <= 0) return dialog.open('contactBlock', {});
    unlock.mutate(props.contactId, {
      onSuccess: (result) => setUnlocked({ details: result, left: result.contact_quota_left }),
      onError: (e) => {
        if (e instanceof ApiError && e.code === 'CONTACT_QUOTA_EXCEEDED') dialog.open('contactBlock', {});
        else if (e instanceof ApiError && e.code === 'VERIFICATION_REQUIRED') setNeedsVerification(true);
        else if (e instanceof ApiError && e.code === 'PLAN_REQUIRED') setNeedsPlan(true);
        else setError(apiErrorText(e, t('unlock.failed')));
      },
    });
  };

  return (
    <Modal opened onClose={close} title={t('unlock.title')} centered size="lg" styles={{ content: { maxHeight: '90vh' } }}>
      <Stack>
        {preview.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(preview.error, t('unlock.loadFailed'))}
          </Alert>
        )}
        {details ? (
          <>
            <Alert color="teal" role="status">
              {unlocked ? t('unlock.done', { count: unlocked.left }) : t('unlock.alreadyUnlocked')}
            </Alert>
            <ContactDetailsView contact={details} />
            <Group justify="space-between">
              <Anchor component={Link} to="/business/contacts" onClick={close} size="sm">
                {t('unlock.allContacts')}
              </Anchor>
              <Button onClick={close}>{t('unlock.close')}</Button>
            </Group>
          </>
        ) : needsPlan || p?.plan_required ? (
          <>
            <ContactSummary preview={shown} withCost={false} />
            <Alert color="yellow" title={t('unlock.planTitle')} role="alert">
              {t('unlock.planBody')}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('unlock.cancel')}
              </Button>
              <Button component={Link} to="/membership-pricing" onClick={close}>
                {t('unlock.upgrade')}
              </Button>
            </Group>
          </>
        ) : needsVerification || p?.verification_required ? (
          <>
            <ContactSummary preview={shown} withCost={false} />
            <Alert color="yellow" title={t('unlock.verificationTitle')} role="alert">
              {t('unlock.verificationBody')}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('unlock.cancel')}
              </Button>
              <Button component={Link} to="/business/verification" onClick={close}>
                {t('unlock.verify')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <ContactSummary preview={shown} withCost={Boolean(p)} />
            {!p && !preview.isError && <Loader size="sm" mx="auto" aria-label={t('unlock.loading')} />}
            <Text size="sm" c="dimmed">
              {t('unlock.explain')}
            </Text>
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('unlock.cancel')}
              </Button>
              <Button onClick={confirm} loading={unlock.isPending} disabled={!p}>
                {t('unlock.confirm')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
