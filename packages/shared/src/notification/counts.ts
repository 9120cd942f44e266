import { z } from 'zod';

/** `notification.count_noti_menu_bar`: badge counts of the dashboards' menus (capped at display time). */
export const menuCounts = z.object({
  /** Buyer: unread inquiries suppliers sent this buyer (buying-lead outreach). */
  count_buyer_leads: z.number().int(),
  /** Supplier: new sales leads — matching buying leads not yet seen plus unread buyer inquiries. */
  count_supplier_leads: z.number().int(),
  /** Supplier: approved RFQs matching the supplier that arrived since it last opened its buying leads. */
  count_new_buying_leads: z.number().int(),
  /** Supplier: unread inquiries buyers sent this supplier. */
  count_unread_buyer_inquiries: z.number().int(),
  /** Buyer: quotations not yet opened. */
  count_new_quotations: z.number().int(),
  /** Buyer: sent inquiries with an unread answer. */
  count_inquiry_replies: z.number().int(),
  /** Unread notifications of the account (the bell). */
  count_notifications: z.number().int(),
  /** Buyer-side conversations with unread messages. */
  count_unread_chats_buyer: z.number().int(),
  /** Supplier-side conversations with unread messages. */
  count_unread_chats_supplier: z.number().int(),
});
export type MenuCounts = z.infer<typeof menuCounts>;
