import { PasswordField } from '~/components/forms/PasswordField.tsx';
import { useState } from 'react';
import { Alert, Anchor, Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { signupRequest } from '@tradelink/shared/auth/auth';
import { JOB_POSITIONS, type AccountType } from '@tradelink/shared/constants/lists';
import type { Language } from '@tradelink/shared/constants/languages';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import type { InvitePrefill } from '../invite-prefill.ts';
import { useSignup } from '../api/auth-mutations.ts';
import { CountrySelect } from '~/components/forms/CountrySelect.tsx';

export interface SignupDone {
  email: string;
  isFreeMail: boolean;
  accountType: AccountType;
}

interface Props {
  userType?: AccountType;
  onDone: (result: SignupDone) => void;
  onLogin?: () => void;
  loginHref?: string;
  /**
   * A quick RFQ to post with the new account (the quickRegister flow of /quick-rfq). Only a buyer
   * posts a request, so the form then registers a buyer and offers no account type to choose.
   */
  quickRfq?: Record<string, unknown>;
  /** Values an invitation link suggests (`ml`, `un`: see invite-prefill.ts). */
  prefill?: InvitePrefill;
}

export function RegisterForm({ userType = 'Buyer', onDone, onLogin, loginHref = '/login', quickRfq, prefill }: Props) {
  const { t, i18n } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const [confirm, setConfirm] = useState('');
  const [confirmError, setConfirmError] = useState<string>();
  const form = useZodForm(signupRequest, {
    account_type: quickRfq ? 'Buyer' : userType,
    first_name: prefill?.firstName ?? '',
    last_name: prefill?.lastName ?? '',
    company_name: '',
    fd_country: '',
    customer_phone: '',
    email: prefill?.email ?? '',
    password: '',
    language: i18n.language as Language,
  });
  const signup = useSignup();
  const isSeller = form.values.account_type === 'Seller';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const input = form.validate();
    const differs = confirm !== form.values.password;
    setConfirmError(differs ? t('errors:validation.passwords_differ') : undefined);
    if (!input || differs) return;
    signup.mutate(quickRfq ? { ...input, quick_rfq: quickRfq as typeof input.quick_rfq } : input, {
      onSuccess: (result) => onDone({ email: result.email, isFreeMail: result.is_free_mail, accountType: result.account_type }),
      onError: form.showServerError,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('register.title')}>
      <Stack gap="md">
        {form.formError && <Alert color="red" role="alert">{form.formError}</Alert>}
        {quickRfq ? (
          <Alert color="blue" variant="light">
            {t('quickRegister.asBuyer')}
          </Alert>
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="account-type-label">
              {t('register.iAm')}
            </Text>
            <SegmentedControl
              aria-labelledby="account-type-label"
              fullWidth
              styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
              value={form.values.account_type}
              onChange={(v) => form.setField('account_type', v as AccountType)}
              data={[
                { value: 'Buyer', label: t('register.buyer') },
                { value: 'Seller', label: t('register.seller') },
              ]}
            />
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('register.firstName')} autoComplete="given-name" required {...form.field('first_name')} />
          <TextInput label={t('register.lastName')} autoComplete="family-name" {...form.field('last_name')} />
        </SimpleGrid>
        <TextInput
          label={isSeller ? t('register.companyName') : t('register.companyOptional')}
          autoComplete="organization"
          required={isSeller}
          {...form.field('company_name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CountrySelect
            label={t('register.country')}
            placeholder={t('register.countryPlaceholder')}
            value={form.values.fd_country ?? ""}
            error={form.errors.fd_country}
            onChange={(v) => form.setField('fd_country', v)}
            required
          />
          <TextInput label={t('register.phone')} placeholder={t('register.phonePlaceholder')} type="tel" autoComplete="tel" {...form.field('customer_phone')} />
        </SimpleGrid>
        <Select
          label={t('register.position')}
          placeholder={t('register.positionPlaceholder')}
          data={JOB_POSITIONS.map((p) => ({ value: p, label: tc(`positions.${p}`) }))}
          value={form.values.position ?? null}
          onChange={(v) => form.setField('position', (v ?? undefined) as (typeof JOB_POSITIONS)[number] | undefined)}
          error={form.errors.position}
          clearable
        />
        <TextInput label={t('register.email')} type="email" autoComplete="email" required description={t('register.freeMailNote')} {...form.field('email')} />
        <PasswordField label={t('register.password')} description={t('register.passwordHint')} autoComplete="new-password" required {...form.field('password')} />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          required
          value={confirm}
          error={confirmError}
          onChange={(e) => setConfirm(e.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          <Trans t={t} i18nKey="register.agree" components={{ terms: <Anchor component={Link} to="/terms-of-use" size="xs" />, privacy: <Anchor component={Link} to="/privacy-policy" size="xs" /> }} />
        </Text>
        <Button type="submit" loading={signup.isPending} fullWidth>
          {quickRfq ? t('quickRegister.submit') : t('register.submit')}
        </Button>
        <Group gap={4} justify="center" fz="sm">
          {t('register.haveAccount')}
          {onLogin ? (
            <Anchor component="button" type="button" onClick={onLogin} size="sm">
              {t('register.login')}
            </Anchor>
          ) : (
            <Anchor component={Link} to={loginHref} size="sm">
              {t('register.login')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
