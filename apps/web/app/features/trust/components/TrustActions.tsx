import type { ComponentProps } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ReportTargetType } from '@tradelink/shared/trust/trust-constants';
import type { DialogPropsMap } from '~/components/dialogs/dialog-types.ts';
import { useMe } from '~/lib/me-store.tsx';
import { isOwnParty, useOpenForUser, usePopupDialog } from '../hooks/use-trust-dialogs.ts';
import css from './TrustActions.module.css';

// The public pages' entry points to reviews and reports. Light on purpose (decision 012): plain
// buttons; the dialogs (and their schemas, and Mantine) load only when opened.

type ButtonLook = Omit<ComponentProps<typeof Button>, 'children' | 'onClick'>;

interface ReviewButtonProps extends ButtonLook {
  targetIdentity: string;
  targetName: string;
}

/** "Write a review": hidden on one's own company; the dialog explains any other reason it cannot. */
export function ReviewButton({ targetIdentity, targetName, ...buttonProps }: ReviewButtonProps) {
  const { t } = useTranslation('trust');
  const me = useMe();
  const open = useOpenForUser();
  if (isOwnParty(me, targetIdentity)) return null;
  return (
    <Button variant="default" onClick={() => open('review', { targetIdentity, targetName })} {...buttonProps}>
      {t('actions.writeReview')}
    </Button>
  );
}

interface ReportButtonProps extends ButtonLook {
  targetType: ReportTargetType;
  targetId: string;
  targetName: string;
  /** The button's text: "Report", "Report this product" … */
  label?: string;
  /** The caller owns the target (their own post): nothing to report. */
  own?: boolean;
}

export function ReportButton({ targetType, targetId, targetName, label, own, ...buttonProps }: ReportButtonProps) {
  const { t } = useTranslation('trust');
  const me = useMe();
  const open = useOpenForUser();
  if (own || ((targetType === 'supplier' || targetType === 'buyer') && isOwnParty(me, targetId))) return null;
  return (
    <Button variant="subtle" color="red" onClick={() => open('report', { targetType, targetId, targetName })} {...buttonProps}>
      {label ?? t('actions.report')}
    </Button>
  );
}

/** A small link-styled action (report a review, claim a business, request removal). */
export function TrustLink({ label, onClick, ariaLabel }: { label: string; onClick: () => void; ariaLabel?: string }) {
  return (
    <button type="button" className={css.link} onClick={onClick} aria-label={ariaLabel}>
      {label}
    </button>
  );
}

/** Opens the page's review or report dialog when the URL asks for it (`?popup=review|report`). */
export function PopupDialogs({ review, report }: { review?: DialogPropsMap['review']; report?: DialogPropsMap['report'] }) {
  const open = useOpenForUser();
  usePopupDialog({ review: review ? () => open('review', review) : null, report: report ? () => open('report', report) : null });
  return null;
}
