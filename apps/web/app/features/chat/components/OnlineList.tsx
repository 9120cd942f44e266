import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ChatParticipant } from '@tradelink/shared/chat/chat';
import type { ChatSide } from '@tradelink/shared/rules/chat-gate';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { countryName } from '~/lib/format.ts';
import { useOnline } from '../api/online-query.ts';
import { ChatRow } from './ChatRow.tsx';
import { ListEmpty, ListFailed, ListLoading, PagedList } from './ChatListParts.tsx';

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
  if (query.isPending) return <ListLoading />;
  if (query.isError) return <ListFailed message={t('online.loadFailed')} onRetry={() => void query.refetch()} />;
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
  if (people.length === 0) return <ListEmpty>{t(side === 'buyer' ? 'online.emptySuppliers' : 'online.emptyBuyers')}</ListEmpty>;
  return (
    <PagedList label={t('tabs.online')} hasMore={query.hasNextPage} loadingMore={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()}>
      {people.map((p) => (
        <li key={p.identity}>
          <OnlineRow person={p} onOpen={() => onOpen(p.identity)} />
        </li>
      ))}
    </PagedList>
  );
}
