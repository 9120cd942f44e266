import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Loader, Menu, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { agentRenameRequest, type AgentConversation, type AgentSide } from '@tradelink/shared/agent/chat';
import { AGENT_TITLE_MAX } from '@tradelink/shared/constants/agent';
import { apiErrorText } from '~/lib/api-client.ts';
import { formatRelative } from '~/lib/format.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { conversationsQuery, useDeleteConversation, useRenameConversation } from '../api/agent-queries.ts';
import css from './agent.module.css';

interface Props {
  side: AgentSide | undefined;
  activeId: string | null;
  /** The address of a conversation (keeps the page's side). */
  hrefOf: (id: string) => string;
  onNew: () => void;
  onDeleted: (id: string) => void;
  /** Called when a link is followed (the phone's drawer closes). */
  onNavigate?: () => void;
}

function RenameDialog({ conversation, onClose }: { conversation: AgentConversation; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const { t: te } = useTranslation('errors');
  const rename = useRenameConversation();
  const [title, setTitle] = useState(conversation.title);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    // Checked as the server checks it (required, at most 80 characters), then again there.
    const checked = agentRenameRequest.safeParse({ id: conversation.id, title });
    if (!checked.success) return setError(te(`validation.${checked.error.issues[0]?.message ?? 'required'}`, { max: AGENT_TITLE_MAX, defaultValue: te('generic') }));
    try {
      await rename.mutateAsync(checked.data);
      notifications.show({ color: 'green', message: t('history.renamed') });
      onClose();
    } catch (e) {
      setError(apiErrorText(e, te('generic')));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('history.renameTitle')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput label={t('history.renameLabel')} value={title} maxLength={AGENT_TITLE_MAX + 20} onChange={(e) => setTitle(e.currentTarget.value)} error={error} data-autofocus required />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('history.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('history.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDialog({ conversation, onClose, onDeleted }: { conversation: AgentConversation; onClose: () => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation('agent');
  const { t: te } = useTranslation('errors');
  const remove = useDeleteConversation();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    try {
      await remove.mutateAsync(conversation.id);
      notifications.show({ color: 'green', message: t('history.deleted') });
      onDeleted(conversation.id);
      onClose();
    } catch (e) {
      setError(apiErrorText(e, te('generic')));
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('history.deleteTitle')} centered>
      <Stack>
        <Text size="sm">{t('history.deleteBody', { title: conversation.title })}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('history.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            {t('history.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The caller's conversations, newest activity first: continue one, rename it, delete it. */
export function HistoryPanel({ side, activeId, hrefOf, onNew, onDeleted, onNavigate }: Props) {
  const { t, i18n } = useTranslation('agent');
  const list = useInfiniteQuery(conversationsQuery(side));
  const [renaming, setRenaming] = useState<AgentConversation | null>(null);
  const [deleting, setDeleting] = useState<AgentConversation | null>(null);
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h5">
          {t('history.title')}
        </Title>
        <Button size="xs" variant="light" onClick={onNew}>
          {t('history.new')}
        </Button>
      </Group>
      {list.isPending && <Loader size="sm" aria-label={t('history.loading')} />}
      {list.isError && (
        <Text size="sm" c="red" role="alert">
          {apiErrorText(list.error, t('history.loadFailed'))}
        </Text>
      )}
      {list.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      )}
      <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((c) => (
          <li key={c.id} className={css.historyItem} data-active={c.id === activeId || undefined}>
            <Link to={hrefOf(c.id)} className={css.historyLink} aria-current={c.id === activeId ? 'page' : undefined} onClick={onNavigate}>
              <Text size="sm" fw={c.id === activeId ? 700 : 500} truncate>
                {c.title || t('history.untitled')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('history.messages', { count: c.message_count })} · {formatRelative(c.updated_at, i18n.language)}
              </Text>
            </Link>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('history.actions', { title: c.title })}>
                  <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    <circle cx="5" cy="12" r="2" />
                    <circle cx="12" cy="12" r="2" />
                    <circle cx="19" cy="12" r="2" />
                  </svg>
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setRenaming(c)}>{t('history.rename')}</Menu.Item>
                <Menu.Item color="red" onClick={() => setDeleting(c)}>
                  {t('history.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </li>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button size="xs" variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('history.more')}
        </Button>
      )}
      {renaming && <RenameDialog conversation={renaming} onClose={() => setRenaming(null)} />}
      {deleting && <DeleteDialog conversation={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />}
    </Stack>
  );
}
