import { notifications } from '@mantine/notifications';
import { PARTNER_APPLICATION_LIMITS, partnerDecisionForm, type PartnerApplicationItem } from '@tradelink/shared/affiliate/application';
import { useTranslation } from '~/lib/use-translation.tsx';
import { ReasonModal } from '~/components/forms/ReasonModal.tsx';
import { useDecidePartnerApplication } from '../api/affiliate-review-queries.ts';

interface Props {
  item: PartnerApplicationItem;
  decision: 'approve' | 'decline';
  onClose: () => void;
}

/** Confirms one decision; declining needs the reason the applicant will read in the mail and on their page. */
export function PartnerDecisionModal({ item, decision, onClose }: Props) {
  const { t } = useTranslation('adminAffiliate');
  const decide = useDecidePartnerApplication();
  const decline = decision === 'decline';
  const name = item.applicant_name;
  return (
    <ReasonModal
      title={t(`modal.title.${decision}`, { name })}
      intro={t(`modal.body.${decision}`)}
      schema={partnerDecisionForm}
      initial={{ decision, reason: '' }}
      label={decline ? t('modal.reason') : undefined}
      description={t('modal.reasonHint')}
      required={decline}
      maxLength={PARTNER_APPLICATION_LIMITS.reasonMax}
      submitLabel={t(`actions.${decision}`)}
      submitColor={decline ? 'red' : 'green'}
      cancelLabel={t('modal.cancel')}
      onSubmit={async (values) => {
        await decide.mutateAsync({ id: item.id, ...values });
        notifications.show({ color: decline ? 'orange' : 'green', message: t(`toast.${decision}`, { name }) });
      }}
      onClose={onClose}
    />
  );
}
