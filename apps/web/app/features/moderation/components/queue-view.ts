import type { ModerationQueueItem } from '@tradelink/shared/moderation/admin-moderation';

/** A queue row's key (products and RFQs share ids). */
export const itemKey = (item: Pick<ModerationQueueItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** What the table and the phone cards share: the rows, the selection and the row actions. */
export interface QueueViewProps {
  items: ModerationQueueItem[];
  selected: ReadonlySet<string>;
  onToggle: (item: ModerationQueueItem) => void;
  onPreview: (item: ModerationQueueItem) => void;
  onApprove: (item: ModerationQueueItem) => void;
  onReject: (item: ModerationQueueItem) => void;
  /** Keys of the posts whose decision is being sent. */
  busy: ReadonlySet<string>;
}
