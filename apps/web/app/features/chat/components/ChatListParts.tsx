import type { ReactNode } from 'react';
import { Box, Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

// The states both chat lists (conversations, who is online) go through, written once.

export function ListLoading() {
  const { t } = useTranslation('chat');
  return <Loader size="sm" mx="auto" my="lg" display="block" aria-label={t('list.loading')} />;
}

export function ListFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Stack align="center" p="md" gap="xs">
      <Text size="sm" c="red" role="alert">
        {message}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Stack>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed" p="md" ta="center">
      {children}
    </Text>
  );
}

/** A list of rows (each child one `<li>`) with "Show more" while another page exists. */
export function PagedList({ label, hasMore, loadingMore, onMore, children }: { label: string; hasMore: boolean; loadingMore: boolean; onMore: () => void; children: ReactNode }) {
  const { t } = useTranslation('chat');
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
      {hasMore && (
        <li>
          <Button variant="subtle" size="xs" fullWidth my={4} loading={loadingMore} onClick={onMore}>
            {t('list.more')}
          </Button>
        </li>
      )}
    </Box>
  );
}
