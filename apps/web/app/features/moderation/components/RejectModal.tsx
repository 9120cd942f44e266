import { useTranslation } from '~/lib/use-translation.tsx';
import { rejectReasonForm } from '@tradelink/shared/moderation/admin-moderation';
import { ReasonModal } from '~/components/forms/ReasonModal.tsx';

const QUICK_REASONS = ['incomplete', 'prohibited', 'contact', 'duplicate', 'category', 'images'] as const;

interface Props {
  /** How many posts the reason goes to. */
  count: number;
  onClose: () => void;
  /** Sends the decision; the modal closes when it resolves. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/**
 * Asks the reason for a rejection (one post or many). Quick picks fill in a translated common
 * reason that the operator can edit; the owner reads the text as written.
 */
export function RejectModal({ count, onClose, onSubmit }: Props) {
  const { t } = useTranslation('adminModeration');
  return (
    <ReasonModal
      title={t('reject.title', { count })}
      intro={t('reject.intro')}
      schema={rejectReasonForm}
      initial={{ reason: '' }}
      label={t('reject.reason')}
      required
      quickPicks={{ label: t('reject.quickPicks'), options: QUICK_REASONS.map((key) => t(`reject.reasons.${key}`)) }}
      submitLabel={t('reject.submit')}
      submitColor="red"
      cancelLabel={t('reject.cancel')}
      onSubmit={(values) => onSubmit(values.reason)}
      onClose={onClose}
    />
  );
}
