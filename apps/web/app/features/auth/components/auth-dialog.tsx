import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm, type SignupDone } from './RegisterForm.tsx';
import { CheckEmail } from './CheckEmail.tsx';

/** The `auth` dialog: log in or register in place, then carry on where the user was. */
export default function AuthDialog({ props, close }: DialogComponentProps<'auth'>) {
  const { t } = useTranslation('auth');
  const [variant, setVariant] = useState(props.variant);
  const [done, setDone] = useState<SignupDone | null>(null);
  return (
    <Modal
      opened
      onClose={close}
      title={variant === 'login' ? t('dialog.loginTitle') : t('dialog.registerTitle')}
      centered
      size={variant === 'login' ? 'sm' : 'lg'}
      styles={{ content: { maxHeight: '90vh' } }}
    >
      {done ? (
        <CheckEmail result={done} />
      ) : variant === 'login' ? (
        <LoginForm onSuccess={close} onRegister={() => setVariant('register')} />
      ) : (
        <RegisterForm userType={props.userType} onDone={setDone} onLogin={() => setVariant('login')} />
      )}
    </Modal>
  );
}
