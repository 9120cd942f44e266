import { lazy, type ComponentType } from 'react';
import type { DialogComponentProps, DialogType } from './dialog-types.ts';

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
};

/** Dialog titles are translation keys; the generic dialog uses its type's title when one exists. */
export const dialogTitleKeys: Partial<Record<DialogType, string>> = {};
