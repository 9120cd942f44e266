import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { BUYER_PREMIUM } from '@tradelink/shared/constants/plans';
import { formatMoney } from '@tradelink/shared/membership/money';
import { BuyerPremiumPerks } from './BuyerPremiumPerks.tsx';

/** The buyer's business verification on the membership page; the documents form is on the profile. */
export function BuyerVerificationStatus({ verified }: { verified: boolean }) {
  const { t } = useTranslation('membership');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="membership-verification">
      <Stack gap="xs">
        <Group gap="sm">
          <Title order={2} size="h4" id="membership-verification">
            {t('buyerOptions.verification.title')}
          </Title>
          <Badge color={verified ? 'green' : 'gray'} variant="light">
            {verified ? t('buyerOptions.verification.verified') : t('buyerOptions.verification.notVerified')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {verified ? t('buyerOptions.verification.done') : t('buyerOptions.verification.body')}
        </Text>
        {!verified && (
          <Button component={Link} to="/user/profile" variant="default" w="fit-content">
            {t('buyerOptions.verification.button')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Offered to buyers without a running Buyer Premium. */
export function BuyerPremiumOffer() {
  const { t, i18n } = useTranslation('membership');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="membership-offer" bg="blue.0">
      <Stack gap="xs">
        <Title order={2} size="h4" id="membership-offer">
          {t('buyerOffer.title')}
        </Title>
        <Text size="sm">{t('buyerOptions.premium.price', { amount: formatMoney(BUYER_PREMIUM.amount_cents, i18n.language) })}</Text>
        <BuyerPremiumPerks />
        <Button component={Link} to="/buyer-premium-payment" w="fit-content" mt={4}>
          {t('buyerOptions.premium.button')}
        </Button>
      </Stack>
    </Paper>
  );
}
