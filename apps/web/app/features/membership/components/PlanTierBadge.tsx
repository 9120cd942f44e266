import { Badge } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { MembershipState } from '@tradelink/shared/membership/membership';

type Tier = MembershipState['plan']['tier'];

const TIER_COLORS: Record<Tier, string> = { Free: 'gray', Trial: 'teal', Bronze: 'orange', Silver: 'indigo' };

/** The plan's tier (Free, Trial, Bronze, Silver), as on profiles and listings. */
export function PlanTierBadge({ tier }: { tier: Tier }) {
  const { t } = useTranslation('pricing');
  return (
    <Badge color={TIER_COLORS[tier]} variant="light">
      {t(`shared.tiers.${tier}`)}
    </Badge>
  );
}
