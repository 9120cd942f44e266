import type { AccountType } from '@tradelink/shared/constants/lists';

/**
 * Every dialog of spec section 2, opened by type with typed props. Types whose features come in
 * later issues are listed so callers type-check; until registered they render the generic dialog.
 */
export interface DialogPropsMap {
  auth: { variant: 'login' | 'register'; userType?: AccountType };
  quickRegister: { userType: AccountType; formData?: Record<string, unknown>; category?: string };
  sendQuotation: { rfqId: number; productName: string; quotationId?: number };
  /** Why sending is refused: the month's quota is spent, or the plan does not allow it. */
  sendQuotationBlock: { reason: 'quota' | 'plan'; limit?: number };
  sendQuotationWarning: Record<string, never>;
  sendInquiryWarning: Record<string, never>;
  /** Save or edit a template; `initial` prefills it (e.g. from the quotation being written). */
  quotationTemplate: { templateId?: number; initial?: Record<string, unknown> };
  /** Browse templates; with `onApply`, choosing one hands its terms back to the caller's form. */
  quotationTemplateView: { onApply?: (templateId: number) => void };
  rateLimit: Record<string, never>;
  finishRFQ: { rfqId: number; productName: string };
  /** A buyer's inquiry to a supplier, or (with buyerIdentity) a supplier's inquiry to a buyer. */
  sendInquiry:
    | { supplierIdentity: string; supplierName: string; productId?: number; productName?: string }
    | { buyerIdentity: string; buyerName: string; rfqId?: number; rfqName?: string };
  finishInquiry: { inquiryId: number; supplierName: string };
  payment: { planName: string; month: number };
  /** `reason`: the server's words for why a limit was reached, shown above the plans. */
  pricing: { skippable?: boolean; reason?: string };
  productPostingSuccessful: { productId: number; productName: string; quick?: boolean };
  rfqPostingSuccessful: { rfqId: number; productName: string };
  blockSpamInquiry: Record<string, never>;
  contactSuccess: { email: string };
  /** contactId is the buyer's identity (BUR...). */
  contactUnlock: { contactId: string; isVerified: boolean; lastActive: string | null; name?: string };
  contactBlock: Record<string, never>;
  postingProductBlock: Record<string, never>;
  replyDrawer: { inquiryId: number; subject: string };
  /** Rate a counterparty: a supplier (SUP...) as a buyer, or a buyer (BUR...) as a supplier. */
  review: { targetIdentity: string; targetName: string };
  /** targetId: the identity for a supplier or buyer, the numeric id (as text) for a product, RFQ or review. */
  report: { targetType: 'supplier' | 'buyer' | 'product' | 'rfq' | 'review'; targetId: string; targetName: string };
  claimBusiness: { supplierIdentity?: string; companyName?: string };
  requestRefund: { paymentReference?: string; planName?: string };
  requestRemoval: { removalType: 'product' | 'account' | 'content' | 'other'; itemName?: string; itemId?: string };
}

export type DialogType = keyof DialogPropsMap;

export interface OpenDialog<T extends DialogType = DialogType> {
  type: T;
  props: DialogPropsMap[T];
}

/** What a registered dialog component receives. */
export interface DialogComponentProps<T extends DialogType> {
  props: DialogPropsMap[T];
  close: () => void;
}
