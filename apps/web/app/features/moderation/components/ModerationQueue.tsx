import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ModerationQueueItem } from '@tradelink/shared/moderation/admin-moderation';
import { useDecidePosts } from '../use-decide-posts.ts';
import { PostPreviewDrawer } from './PostPreviewDrawer.tsx';
import { itemKey } from './queue-view.ts';
import { QueueCards, QueueTable } from './QueueViews.tsx';
import { RejectModal } from './RejectModal.tsx';

/**
 * One page of the queue with its selection, bulk actions, preview drawer and reject dialog. The
 * selection only ever holds posts shown on this page: what left the list cannot be acted on.
 */
export function ModerationQueue({ items }: { items: ModerationQueueItem[] }) {
  const { t } = useTranslation('adminModeration');
  const decide = useDecidePosts();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [previewKey, setPreviewKey] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ModerationQueueItem[] | null>(null);

  const shown = new Map(items.map((item) => [itemKey(item), item]));
  const selected = new Set([...picked].filter((key) => shown.has(key)));
  const selectedItems = [...selected].map((key) => shown.get(key)!);
  const preview = previewKey ? shown.get(previewKey) : undefined;
  const allSelected = items.length > 0 && selected.size === items.length;

  const forget = (done: ModerationQueueItem[]) => {
    const keys = new Set(done.map(itemKey));
    setPicked((current) => new Set([...current].filter((key) => !keys.has(key))));
    if (previewKey && keys.has(previewKey)) setPreviewKey(null);
  };
  const withBusy = async (list: ModerationQueueItem[], action: () => Promise<unknown>) => {
    const keys = list.map(itemKey);
    setBusy((current) => new Set([...current, ...keys]));
    try {
      await action();
      forget(list);
    } finally {
      setBusy((current) => new Set([...current].filter((key) => !keys.includes(key))));
    }
  };
  const approve = (list: ModerationQueueItem[]) => withBusy(list, () => decide.approve(list));
  const toggle = (item: ModerationQueueItem) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(itemKey(item))) next.delete(itemKey(item));
      else next.add(itemKey(item));
      return next;
    });

  const view = {
    items,
    selected,
    busy,
    onToggle: toggle,
    onPreview: (item: ModerationQueueItem) => setPreviewKey(itemKey(item)),
    onApprove: (item: ModerationQueueItem) => void approve([item]),
    onReject: (item: ModerationQueueItem) => setRejecting([item]),
  };

  return (
    <>
      <Paper withBorder p="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm">
            <Checkbox
              checked={allSelected}
              indeterminate={selected.size > 0 && !allSelected}
              onChange={() => setPicked(allSelected ? new Set() : new Set(shown.keys()))}
              label={t('queue.selectAll')}
            />
            {selected.size > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('queue.selected', { count: selected.size })}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            <Button size="xs" color="green" disabled={selected.size === 0} loading={selectedItems.some((i) => busy.has(itemKey(i)))} onClick={() => void approve(selectedItems)}>
              {t('queue.bulkApprove')}
            </Button>
            <Button size="xs" color="red" variant="light" disabled={selected.size === 0} onClick={() => setRejecting(selectedItems)}>
              {t('queue.bulkReject')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <QueueTable {...view} />
      <QueueCards {...view} />
      {preview && (
        <PostPreviewDrawer
          item={preview}
          busy={busy.has(itemKey(preview))}
          onClose={() => setPreviewKey(null)}
          onApprove={() => void approve([preview])}
          onReject={() => {
            setRejecting([preview]);
            setPreviewKey(null);
          }}
        />
      )}
      {rejecting && (
        <RejectModal
          count={rejecting.length}
          onClose={() => setRejecting(null)}
          onSubmit={(reason) => withBusy(rejecting, () => decide.reject(rejecting, reason))}
        />
      )}
    </>
  );
}
