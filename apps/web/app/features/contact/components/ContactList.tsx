import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { UrlPagination } from '~/components/UrlPagination.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { useDebounced } from '~/lib/use-debounced.ts';
import { contactListQuery } from '../api/contact-queries.ts';
import { ContactDetailsView } from './ContactDetailsView.tsx';

/**
 * The supplier's unlocked buyer contacts (`/business/contacts` and `/contacts`): searchable, 20 a
 * page, with the contact unlocks left. Search and page live in the URL. `?name=` (a link naming a
 * buyer, from a lead or a mail) starts the search with that name; `keyword` wins when both are given.
 */
export function ContactList() {
  const { t } = useTranslation('leads');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [keyword, setKeyword] = useState(params.get('keyword') ?? (params.get('name') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100));
  const settled = useDebounced(keyword.trim(), 300);
  const query = useQuery({ ...contactListQuery({ page, keyword: settled }), placeholderData: keepPreviousData });
  const data = query.data;
  const onSearch = (value: string) => {
    setKeyword(value);
    setParams((p) => {
      if (value.trim()) p.set('keyword', value);
      else p.delete('keyword');
      p.delete('name');
      p.delete('page');
      return p;
    });
  };
  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label={t('contacts.search')}
          placeholder={t('contacts.searchPlaceholder')}
          value={keyword}
          onChange={(e) => onSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          type="search"
        />
        {data && (
          <Group gap="sm" role="status">
            <Text size="sm" fw={600}>
              {t('contacts.quotaLeft', { count: data.contact_quota_left })}
            </Text>
            <Anchor component={Link} to="/business/membership" size="sm">
              {t('contacts.getMore')}
            </Anchor>
          </Group>
        )}
      </Group>
      {query.isError && (
        <Alert color="red" role="alert">
          {apiErrorText(query.error, t('contacts.loadFailed'))}
        </Alert>
      )}
      {!data && query.isPending && <Loader mx="auto" my="xl" display="block" aria-label={t('contacts.loading')} />}
      {data && data.total === 0 && (
        <Card withBorder padding="xl" radius="md" ta="center">
          {settled ? (
            <Text>{t('contacts.noMatch')}</Text>
          ) : (
            <Stack align="center" gap="xs">
              <Text fw={600}>{t('contacts.empty')}</Text>
              <Text c="dimmed" size="sm" maw={520}>
                {t('contacts.emptyBody')}
              </Text>
              <Button component={Link} to="/business/buying-leads" mt="xs">
                {t('contacts.browseLeads')}
              </Button>
            </Stack>
          )}
        </Card>
      )}
      {data && data.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.data.map((contact) => (
            <Card key={contact.contact_id} withBorder radius="md" padding="md" component="li" aria-labelledby={`contact-${contact.contact_id}`}>
              <ContactDetailsView contact={contact} headingId={`contact-${contact.contact_id}`} />
            </Card>
          ))}
        </SimpleGrid>
      )}
      {data && <UrlPagination total={data.total} pageSize={data.page_size} page={page} />}
    </Stack>
  );
}
