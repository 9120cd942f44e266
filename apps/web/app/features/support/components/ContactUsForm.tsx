import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { User } from '@tradelink/shared/account/user';
import { CONTACT_PURPOSES } from '@tradelink/shared/constants/lists';
import { contactUsForm, SUPPORT_TEXT_MIN, type ContactPurpose } from '@tradelink/shared/support/support-forms';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { useMe } from '~/lib/me-store.tsx';
import { useContactUs } from '../api/support-queries.ts';
import { SupportTextarea } from './SupportTextarea.tsx';

/**
 * The contact-us form. A logged-in user's name, e-mail, company and phone are filled in; the form
 * starts again (a new key) when the user changes or after each message sent.
 */
export function ContactUsForm() {
  const me = useMe();
  const [round, setRound] = useState(0);
  return <ContactUsFields key={`${me?.uuid ?? 'guest'}:${round}`} me={me} onSent={() => setRound((r) => r + 1)} />;
}

function ContactUsFields({ me, onSent }: { me: User | null; onSent: () => void }) {
  const { t } = useTranslation('support');
  const dialog = useDialog();
  const send = useContactUs();
  const form = useZodForm(contactUsForm, {
    name: me ? [me.first_name, me.last_name].filter(Boolean).join(' ') : '',
    email: me?.email ?? '',
    company: me?.company_name ?? '',
    phone: me?.customer_phone ?? '',
    message: '',
  });
  const submit = form.onSubmit(async (input) => {
    const sent = await send.mutateAsync(input);
    dialog.open('contactSuccess', { email: sent.email });
    onSent();
  });
  return (
    <form noValidate onSubmit={submit} aria-label={t('contact.title')}>
      <Stack>
        <FormErrorAlert message={form.formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('contact.form.name')} autoComplete="name" maxLength={120} required {...form.field('name')} />
          <TextInput label={t('contact.form.email')} type="email" autoComplete="email" required {...form.field('email')} />
          <TextInput label={t('contact.form.company')} autoComplete="organization" maxLength={200} {...form.field('company')} />
          <TextInput label={t('contact.form.phone')} type="tel" autoComplete="tel" {...form.field('phone')} />
        </SimpleGrid>
        <Select
          label={t('contact.form.purpose')}
          placeholder={t('contact.form.purposePlaceholder')}
          data={CONTACT_PURPOSES.map((p) => ({ value: p, label: t(`purposes.${p}`) }))}
          value={form.values.purpose ?? null}
          onChange={(value) => form.setField('purpose', (value ?? undefined) as ContactPurpose | undefined)}
          error={form.errors.purpose}
          required
        />
        <SupportTextarea
          label={t('contact.form.message')}
          placeholder={t('contact.form.messagePlaceholder')}
          min={SUPPORT_TEXT_MIN.contactMessage}
          {...form.field('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('contact.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
