import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/contacts';
import { ContactList } from '~/features/contact/components/ContactList.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'leads:meta.contactsTitle');

/** /business/contacts: the buyer contacts this supplier has unlocked. */
export default function BusinessContacts() {
  const { t } = useTranslation('leads');
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('contacts.heading')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('contacts.intro')}
        </Text>
      </div>
      <ContactList />
    </Stack>
  );
}
