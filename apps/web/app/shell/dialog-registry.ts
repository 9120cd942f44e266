import { lazy, type ComponentType } from 'react';
import type { DialogComponentProps, DialogType } from '~/components/dialogs/dialog-types.ts';

type Registry = { [T in DialogType]?: ComponentType<DialogComponentProps<T>> };

/**
 * Dialog type -> component, each loaded on first use. Later features add their dialogs here;
 * a type without an entry renders the generic titled dialog.
 */
export const dialogRegistry: Registry = {
  auth: lazy(() => import('~/features/auth/components/auth-dialog.tsx')),
  quickRegister: lazy(() => import('~/features/auth/components/quick-register-dialog.tsx')),
  rateLimit: lazy(() => import('~/features/catalog/components/rate-limit-dialog.tsx')),
  rfqPostingSuccessful: lazy(() => import('~/features/rfq/components/rfq-posting-successful-dialog.tsx')),
  finishRFQ: lazy(() => import('~/features/rfq/components/finish-rfq-dialog.tsx')),
  sendInquiry: lazy(() => import('~/features/inquiry/components/send-inquiry-dialog.tsx')),
  sendInquiryWarning: lazy(() => import('~/features/inquiry/components/send-inquiry-warning-dialog.tsx')),
  blockSpamInquiry: lazy(() => import('~/features/inquiry/components/block-spam-inquiry-dialog.tsx')),
  finishInquiry: lazy(() => import('~/features/inquiry/components/finish-inquiry-dialog.tsx')),
  productPostingSuccessful: lazy(() => import('~/features/product/components/product-posting-successful-dialog.tsx')),
  postingProductBlock: lazy(() => import('~/features/product/components/posting-product-block-dialog.tsx')),
  sendQuotation: lazy(() => import('~/features/quoting/components/send-quotation-dialog.tsx')),
  sendQuotationWarning: lazy(() => import('~/features/quoting/components/send-quotation-warning-dialog.tsx')),
  sendQuotationBlock: lazy(() => import('~/features/quoting/components/send-quotation-block-dialog.tsx')),
  quotationTemplate: lazy(() => import('~/features/quoting/components/quotation-template-dialog.tsx')),
  quotationTemplateView: lazy(() => import('~/features/quoting/components/quotation-template-view-dialog.tsx')),
  contactUnlock: lazy(() => import('~/features/contact/components/contact-unlock-dialog.tsx')),
  contactBlock: lazy(() => import('~/features/contact/components/contact-block-dialog.tsx')),
  replyDrawer: lazy(() => import('~/features/inquiry/components/reply-drawer-dialog.tsx')),
  review: lazy(() => import('~/features/trust/components/review-dialog.tsx')),
  report: lazy(() => import('~/features/trust/components/report-dialog.tsx')),
  contactSuccess: lazy(() => import('~/features/support/components/contact-success-dialog.tsx')),
  requestRemoval: lazy(() => import('~/features/support/components/request-removal-dialog.tsx')),
  claimBusiness: lazy(() => import('~/features/support/components/claim-business-dialog.tsx')),
  pricing: lazy(() => import('~/features/pricing/components/pricing-dialog.tsx')),
  payment: lazy(() => import('~/features/pricing/components/payment-dialog.tsx')),
  requestRefund: lazy(() => import('~/features/support/components/request-refund-dialog.tsx')),
};

/** Dialog titles are translation keys; the generic dialog uses its type's title when one exists. */
export const dialogTitleKeys: Partial<Record<DialogType, string>> = {};
