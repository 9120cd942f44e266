import { Group } from '@mantine/core';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { DecisionButtons } from './DecisionButtons.tsx';
import { QuotationChatButton } from './QuotationChatButton.tsx';

/**
 * What the buyer does with one quotation: prefer or decline it, and talk to its supplier (the chat
 * feature decides whether the button shows for this viewer). The conversation starts with the
 * quotation attached.
 */
export function QuotationActions({ quotation: q, size = 'xs' }: { quotation: QuotationDetail; size?: 'xs' | 'sm' }) {
  return (
    <Group gap="xs" align="flex-start">
      <DecisionButtons quotation={q} size={size} />
      <QuotationChatButton quotation={q} size={size} />
    </Group>
  );
}
