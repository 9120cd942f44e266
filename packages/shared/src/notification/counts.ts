import { z } from 'zod';

/** `notification.count_noti_menu_bar`: badge counts of the dashboards' menus (capped at display time). */
export const menuCounts = z.object({
  /** Buyer: unread inquiries suppliers sent this buyer (buying-lead outreach). */
  count_buyer_leads: z.number().int(),
  /** Supplier: unread inquiries buyers sent this supplier. */
  count_supplier_leads: z.number().int(),
  /** Buyer: quotations not yet opened. */
  count_new_quotations: z.number().int(),
  /** Buyer: sent inquiries with an unread answer. */
  count_inquiry_replies: z.number().int(),
});
export type MenuCounts = z.infer<typeof menuCounts>;
