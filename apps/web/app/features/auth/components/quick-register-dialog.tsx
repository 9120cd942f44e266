import { useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { RegisterForm, type SignupDone } from './RegisterForm.tsx';
import { CheckEmail } from './CheckEmail.tsx';
import { QUICK_RFQ_DRAFT_KEY } from '~/features/rfq/public/quick-rfq-draft.ts';

/**
 * `quickRegister`: a guest who just filled a short form (a quick RFQ, say) creates the account the
 * form will be attached to. The calling flow owns `formData`; this dialog only registers.
 */
export default function QuickRegisterDialog({ props, close }: DialogComponentProps<'quickRegister'>) {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<SignupDone | null>(null);
  return (
    <Modal opened onClose={close} title={t('quickRegister.title')} centered size="lg" styles={{ content: { maxHeight: '90vh' } }}>
      {done ? (
        <CheckEmail result={done} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('quickRegister.subtitle')}
          </Text>
          {props.category && <Text size="sm">{t('quickRegister.category', { category: props.category })}</Text>}
          <RegisterForm
            userType={props.userType}
            quickRfq={props.formData}
            onDone={(result) => {
              // The RFQ is now saved with the account: the draft kept for this guest is done.
              if (props.formData) window.sessionStorage.removeItem(QUICK_RFQ_DRAFT_KEY);
              setDone(result);
            }}
          />
        </Stack>
      )}
    </Modal>
  );
}
