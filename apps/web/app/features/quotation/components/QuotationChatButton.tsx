import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { ChatNowButton } from '~/features/chat/public/ChatNowButton.tsx';

/**
 * Chat with the other party of a quotation, the quotation attached to the first message: the buyer
 * writes to the supplier, the supplier to the RFQ's buyer. Whether it shows (and whether the message
 * may go) is the chat feature's rule, as on every other page.
 */
export function QuotationChatButton({ quotation: q, size = 'sm' }: { quotation: QuotationDetail; size?: 'xs' | 'sm' }) {
  const embed = { type: 'quotation' as const, id: String(q.id) };
  if (q.viewer === 'buyer') {
    return (
      <ChatNowButton side="buyer" counterpart={q.supplier.identity} counterpartName={q.supplier.company_name} label="chatWithSupplier" embed={embed} size={size} />
    );
  }
  return <ChatNowButton side="supplier" counterpart={q.rfq.buyer_identity} label="messageBuyer" embed={embed} size={size} />;
}
