import { List } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

export const BUYER_PREMIUM_PERKS = ['badge', 'highlight', 'priority'] as const;

/** What Buyer Premium gives, in one list for the offer, the checkout and the thank-you page. */
export function BuyerPremiumPerks({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation('membership');
  return (
    <List size={size} spacing={4}>
      {BUYER_PREMIUM_PERKS.map((perk) => (
        <List.Item key={perk}>{t(`buyerPremium.perks.${perk}`)}</List.Item>
      ))}
    </List>
  );
}
