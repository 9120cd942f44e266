import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

/** Mantine's password input with its show/hide toggle labelled in the user's language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('actions.togglePassword') }} {...props} />;
}
