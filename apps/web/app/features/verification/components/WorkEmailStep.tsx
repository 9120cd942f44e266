import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { workEmailCodeForm, workEmailForm, type VerificationRequestView } from '@tradelink/shared/verification/verification';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { useConfirmWorkEmail, useRequestSupplierVerification } from '../api/verification-queries.ts';
import { formatTime } from '~/lib/format.ts';


/** Level 2, step one: the company address the code goes to. */
function AddressForm({ initial, domain, onSent }: { initial: string; domain: string | null; onSent: () => void }) {
  const { t } = useTranslation('verification');
  const form = useZodForm(workEmailForm, { work_email: initial });
  const send = useRequestSupplierVerification();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((checked) => send.mutateAsync({ kind: 'work_email', ...checked }).then(onSent))}
    >
      <Stack gap="sm">
        <FormErrorAlert message={form.formError} />
        <TextInput
          type="email"
          autoComplete="email"
          label={t('workEmail.address')}
          description={domain ? t('workEmail.addressAtDomain', { domain }) : t('workEmail.addressHint')}
          required
          {...form.field('work_email')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('workEmail.sendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Level 2, step two: the mailed code, with a resend (rate limited by the server). */
function CodeForm({ request, onChangeAddress }: { request: VerificationRequestView; onChangeAddress: () => void }) {
  const { t, i18n } = useTranslation('verification');
  const { t: te } = useTranslation('errors');
  const form = useZodForm(workEmailCodeForm, { code: '' });
  const confirm = useConfirmWorkEmail();
  const resend = useRequestSupplierVerification();
  const until = request.code_expires_at ? formatTime(request.code_expires_at, i18n.language) : '';
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.setFormError(null);
        const checked = form.validate();
        if (!checked) return;
        confirm.mutateAsync(checked).then(
          () => notifications.show({ color: 'green', message: t('workEmail.verified') }),
          (error: unknown) => form.showServerError(error),
        );
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('workEmail.codeSent', { email: request.work_email ?? '', time: until })}</Text>
        <FormErrorAlert message={form.formError} />
        <TextInput
          label={t('workEmail.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={{ base: '100%', xs: 200 }}
          required
          {...form.field('code')}
        />
        <Group justify="space-between">
          <Group gap="md">
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={resend.isPending}
              onClick={() =>
                resend.mutateAsync({ kind: 'work_email', work_email: request.work_email ?? '' }).then(
                  () => notifications.show({ message: t('workEmail.resent', { email: request.work_email ?? '' }) }),
                  (error: unknown) => form.setFormError(apiErrorText(error, te('generic'))),
                )
              }
            >
              {t('workEmail.resend')}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={onChangeAddress}>
              {t('workEmail.otherAddress')}
            </Anchor>
          </Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('workEmail.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Level 2: confirm an address at the company's own domain with a mailed 6-digit code. */
export function WorkEmailStep({ request, websiteDomain }: { request: VerificationRequestView | null; websiteDomain: string | null }) {
  const { t } = useTranslation('verification');
  const live = request?.status === 'code_sent';
  const [changing, setChanging] = useState(false);
  if (live && !changing) return <CodeForm key={request.id} request={request} onChangeAddress={() => setChanging(true)} />;
  return (
    <Stack gap="sm">
      {request?.status === 'expired' && (
        <Alert color="yellow">{t('workEmail.expired')}</Alert>
      )}
      <AddressForm initial={request?.work_email ?? ''} domain={websiteDomain} onSent={() => setChanging(false)} />
    </Stack>
  );
}
