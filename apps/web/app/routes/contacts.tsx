import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/contacts';
import { useMe } from '~/lib/me-store.tsx';
import { ContactList } from '~/features/contact/components/ContactList.tsx';
import { encodeDirectUrl, withDirectUrl } from '~/lib/direct-url.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => [...pageMeta(matches, 'leads:meta.contactsTitle'), { name: 'robots', content: 'noindex' }];

/**
 * `/contacts`: a supplier's unlocked buyer contacts (the same list as /business/contacts). Anyone
 * else reads what the page is for: guests can log in or join as a supplier.
 */
export default function ContactsPage() {
  const { t } = useTranslation('leads');
  const me = useMe();
  const isSupplier = me?.is_supplier === 1;
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1} size="h2">
          {t('contacts.heading')}
        </Title>
        {isSupplier ? (
          <>
            <Text c="dimmed" size="sm">
              {t('contacts.intro')}
            </Text>
            <ContactList />
          </>
        ) : (
          <Card withBorder padding="xl" radius="md">
            <Stack gap="sm" align="flex-start">
              <Text>{t('contacts.publicBody')}</Text>
              {me ? (
                <Text c="dimmed" size="sm">
                  {t('contacts.buyerBody')}
                </Text>
              ) : (
                <Group gap="sm">
                  <Button component={Link} to={withDirectUrl('/login', '/contacts')}>
                    {t('contacts.login')}
                  </Button>
                  <Button component={Link} to={`/register?acc-type=Seller&direct-url=${encodeURIComponent(encodeDirectUrl('/contacts'))}`} variant="default">
                    {t('contacts.register')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
