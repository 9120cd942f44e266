import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { InquiryListItem } from '@tradelink/shared/inquiry/inquiry';
import { useSetInquiryStatus } from '../api/inquiry-queries.ts';

type Item = Pick<InquiryListItem, 'id' | 'status' | 'direction'> & { viewer?: 'buyer' | 'supplier' };

/** Whether the viewer is the side an inquiry was sent to: only that side marks it (the server agrees). */
export function isRecipient(item: Item, viewer: 'buyer' | 'supplier' | undefined = item.viewer): boolean {
  return (item.direction === 'buyer_to_supplier' ? 'supplier' : 'buyer') === viewer;
}

/** "Mark handled" on an open inquiry, "Reopen" on a handled one; a toast confirms. */
export function InquiryStatusButton({ item, ...buttonProps }: { item: Item } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const { t } = useTranslation('inquiry');
  const setStatus = useSetInquiryStatus();
  const next = item.status === 'open' ? 'handled' : 'open';
  return (
    <Button
      variant={next === 'handled' ? 'light' : 'default'}
      size="xs"
      loading={setStatus.isPending}
      onClick={() =>
        setStatus.mutate(
          { inquiry_id: item.id, status: next },
          { onSuccess: () => notifications.show({ color: 'green', message: t(next === 'handled' ? 'status.markedHandled' : 'status.reopened') }) },
        )
      }
      style={{ flexShrink: 0 }}
      {...buttonProps}
    >
      {t(next === 'handled' ? 'status.markHandled' : 'status.reopen')}
    </Button>
  );
}
