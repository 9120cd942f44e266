import { useEffect } from 'react';
import { Alert, Anchor, Box, Drawer, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { InquiryThread } from '@tradelink/shared/inquiry/inquiry';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { AttachmentList } from '~/components/attachment/AttachmentList.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { formatRelative } from '~/lib/format.ts';
import { inquiryQuery, INQUIRY_KEY } from '../api/inquiry-queries.ts';
import { MENU_COUNTS_KEY } from '~/lib/menu-counts-query.ts';
import { InquiryReplyForm } from './InquiryReplyForm.tsx';

/** The drawer shows the end of the conversation; the whole thread is a link away. */
const RECENT_MESSAGES = 3;

function RecentMessages({ thread }: { thread: InquiryThread }) {
  const { t, i18n } = useTranslation('inquiry');
  const recent = thread.messages.slice(-RECENT_MESSAGES);
  const hidden = thread.messages.length - recent.length;
  return (
    <Stack gap="xs">
      {hidden > 0 && (
        <Text size="xs" c="dimmed">
          {t('drawer.earlier', { count: hidden })}
        </Text>
      )}
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('drawer.recent')}>
        {recent.map((m) => {
          const own = m.side === thread.viewer;
          return (
            <Paper component="li" key={m.id} withBorder radius="md" p="sm" bg={own ? 'var(--mantine-color-blue-0)' : undefined}>
              <Text size="xs" c="dimmed" mb={4}>
                {own ? t('thread.you') : m.author_name} · {formatRelative(m.created_at, i18n.language)}
              </Text>
              <Text size="sm" lineClamp={8} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {m.body}
              </Text>
              <AttachmentList files={m.attachments} />
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

/**
 * `replyDrawer`: answer an inquiry without leaving the list. Opening it loads the thread (which
 * marks it read); a sent reply closes it, says so and refreshes the lists and the menu badges.
 */
export default function ReplyDrawerDialog({ props, close }: DialogComponentProps<'replyDrawer'>) {
  const { t } = useTranslation('inquiry');
  const queryClient = useQueryClient();
  const query = useQuery(inquiryQuery(props.inquiryId));
  const thread = query.data;
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    // Loading the thread marked it read: the badges and the unread marks of the lists follow.
    if (!loadedAt) return;
    void queryClient.invalidateQueries({ queryKey: MENU_COUNTS_KEY });
    void queryClient.invalidateQueries({ queryKey: [...INQUIRY_KEY, 'mine'] });
  }, [loadedAt, queryClient]);

  const threadPath = thread?.direction === 'supplier_to_buyer' ? `/business/inquiries/${props.inquiryId}` : `/business/buyer-inquiries/${props.inquiryId}`;
  return (
    <Drawer
      opened
      onClose={close}
      position="right"
      // Full width on phones, a comfortable column beside the list elsewhere.
      size="min(100%, 36rem)"
      title={
        <Text fw={700} lineClamp={2}>
          {t('drawer.title', { subject: props.subject })}
        </Text>
      }
    >
      <Stack>
        {query.isError && (
          <Alert color={query.error instanceof ApiError && query.error.status === 404 ? 'gray' : 'red'} role="alert">
            {query.error instanceof ApiError && query.error.status === 404 ? t('thread.notFound') : t('thread.loadFailed')}
          </Alert>
        )}
        {!thread && !query.isError && <Loader mx="auto" my="md" display="block" aria-label={t('list.loading')} />}
        {thread && (
          <>
            <RecentMessages thread={thread} />
            {thread.viewer === 'supplier' && (
              <Anchor component={Link} to={threadPath} size="sm" onClick={close}>
                {t('drawer.openThread')}
              </Anchor>
            )}
            <Box>
              <InquiryReplyForm
                key={thread.id}
                inquiryId={thread.id}
                autoFocus
                onCancel={close}
                onSent={() => {
                  notifications.show({ color: 'green', message: t('drawer.sent') });
                  close();
                }}
              />
            </Box>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
