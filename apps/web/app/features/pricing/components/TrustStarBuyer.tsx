import { Stack, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { TrustSection } from './TrustStarSupplier.tsx';

/** The buyer's steps, in the order most buyers take them; some lead to the page where it is done. */
const STEPS: ReadonlyArray<{ key: string; to?: string }> = [
  { key: 'email' },
  { key: 'business', to: '/user/profile' },
  { key: 'premium', to: '/buyer-premium-payment' },
  { key: 'reviews' },
];

/** `/buyer-trust-star`: how buyers show suppliers they are real. */
export function TrustStarBuyer() {
  const { t } = useTranslation('trustStar');
  return (
    <Stack gap="xl">
      {STEPS.map(({ key, to }) => (
        <TrustSection key={key} title={t(`buyer.steps.${key}.title`)} link={to ? { to, label: t(`buyer.steps.${key}.link`) } : undefined}>
          <Text>{t(`buyer.steps.${key}.body`)}</Text>
        </TrustSection>
      ))}
    </Stack>
  );
}
