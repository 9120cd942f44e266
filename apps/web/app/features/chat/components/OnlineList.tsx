import { Alert, Box, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatParticipant } from '@tradelink/shared/chat/chat';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { countryName } from '~/lib/format.ts';
import { useOnline } from '../api/online-query.ts';
import { ChatRow } from './ChatRow.tsx';

function OnlineRow({ person, onOpen }: { person: ChatParticipant; onOpen: () => void }) {
  const { t, i18n } = useTranslation('chat');
  const place = [person.company_name && person.company_name !== person.identity_name ? person.company_name : null, countryName(person.country_code, i18n.language) || person.country]
    .filter(Boolean)
    .join(' · ');
  return <ChatRow participant={person} name={person.identity_name} label={t('online.writeTo', { name: person.identity_name })} onOpen={onOpen} detail={place} />;
}

/**
 * Who is online to write to. A supplier whose plan lacks "Connect with buyers" sees how many
 * buyers are online and the way to upgrade instead of the list.
 */
export function OnlineList({ side, onOpen }: { side: ChatSide; onOpen: (identity: string) => void }) {
  const { t } = useTranslation('chat');
  const dialog = useDialog();
  const query = useOnline(side);
  if (query.isPending) return <Loader size="sm" mx="auto" my="lg" display="block" aria-label={t('list.loading')} />;
  if (query.isError) {
    return (
      <Stack align="center" p="md" gap="xs">
        <Text size="sm" c="red" role="alert">
          {t('online.loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </Stack>
    );
  }
  const first = query.data.pages[0];
  if (first?.locked) {
    return (
      <Alert color="blue" m="sm" title={t('online.lockedTitle')}>
        <Stack gap="xs">
          <Text size="sm">{t('online.lockedBody', { count: first.total })}</Text>
          <Button size="xs" onClick={() => dialog.open('pricing', {})}>
            {t('online.upgrade')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const people = query.data.pages.flatMap((p) => p.data);
  if (people.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="md" ta="center">
        {t(side === 'buyer' ? 'online.emptySuppliers' : 'online.emptyBuyers')}
      </Text>
    );
  }
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('tabs.online')}>
      {people.map((p) => (
        <li key={p.identity}>
          <OnlineRow person={p} onOpen={() => onOpen(p.identity)} />
        </li>
      ))}
      {query.hasNextPage && (
        <li>
          <Button variant="subtle" size="xs" fullWidth my={4} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('list.more')}
          </Button>
        </li>
      )}
    </Box>
  );
}
