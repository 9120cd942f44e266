import type { AccountType } from '@tradelink/shared/constants/lists';

/**
 * Every dialog of spec section 2, opened by type with typed props. Types whose features come in
 * later issues are listed so callers type-check; until registered they render the generic dialog.
 */
export interface DialogPropsMap {
  auth: { variant: 'login' | 'register'; userType?: AccountType };
  quickRegister: { userType: AccountType; formData?: Record<string, unknown>; category?: string };
  sendQuotationBlock: Record<string, never>;
  sendQuotationWarning: Record<string, never>;
  sendInquiryWarning: Record<string, never>;
  quotationTemplate: Record<string, unknown>;
  quotationTemplateView: Record<string, unknown>;
  rateLimit: Record<string, never>;
  finishRFQ: { rfqId: number; productName: string };
  sendInquiry: { supplierIdentity: string; supplierName: string; productId?: number; productName?: string };
  finishInquiry: { inquiryId: number; supplierName: string };
  payment: { planName: string; month: number };
  pricing: { skippable?: boolean };
  productPostingSuccessful: Record<string, unknown>;
  rfqPostingSuccessful: { rfqId: number; productName: string };
  blockSpamInquiry: Record<string, never>;
  contactSuccess: { email: string };
  contactUnlock: { contactId: string; isVerified: boolean; lastActive: string | null };
  contactBlock: Record<string, never>;
  postingProductBlock: Record<string, never>;
  replyDrawer: Record<string, unknown>;
  review: Record<string, unknown>;
  report: Record<string, unknown>;
  claimBusiness: Record<string, unknown>;
  requestRefund: Record<string, unknown>;
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
