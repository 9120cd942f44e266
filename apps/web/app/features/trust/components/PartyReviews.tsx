import { useTranslation } from '~/lib/use-translation.tsx';
import type { ReviewSummary } from '@tradelink/shared/catalog/detail';
import { ReviewsSummary } from '~/features/catalog/public/ReviewsSummary.tsx';
import { useOpenForUser } from '../hooks/use-trust-dialogs.ts';
import { PopupDialogs, ReviewButton, TrustLink } from './TrustActions.tsx';

interface Props {
  /** The supplier or buyer whose page this is. */
  party: { type: 'supplier' | 'buyer'; identity: string; name: string };
  summary: ReviewSummary;
}

/**
 * The reviews section of a supplier or buyer page with its trust actions: "Write a review", a
 * "Report" link under each review, and the `?popup=review|report` links for this party.
 */
export function PartyReviews({ party, summary }: Props) {
  const { t } = useTranslation('trust');
  const openForUser = useOpenForUser();
  const review = { targetIdentity: party.identity, targetName: party.name };
  const report = { targetType: party.type, targetId: party.identity, targetName: party.name };
  return (
    <>
      <ReviewsSummary
        summary={summary}
        action={<ReviewButton {...review} size="xs" />}
        reviewAction={(item) => (
          <TrustLink
            label={t('actions.reportReview')}
            ariaLabel={t('actions.reportReviewBy', { author: item.author_name })}
            onClick={() => openForUser('report', { targetType: 'review', targetId: String(item.id), targetName: t('actions.reviewBy', { author: item.author_name }) })}
          />
        )}
      />
      <PopupDialogs review={review} report={report} />
    </>
  );
}
