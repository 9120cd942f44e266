import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { CommissionList } from './CommissionList.tsx';
import { PartnerBalances } from './PartnerBalances.tsx';
import { PartnerFigures } from './PartnerFigures.tsx';
import { ProgrammeTerms } from './ProgrammeTerms.tsx';
import { ReferralLinks } from './ReferralLinks.tsx';
import { ReferredAccounts } from './ReferredAccounts.tsx';

/** What a Partner sees on /business/affiliate: figures, links, money, referred accounts and the terms. */
export function PartnerArea() {
  const { t } = useTranslation('affiliate');
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('partner.title')}
        </Title>
        <Text c="dimmed">{t('partner.welcome')}</Text>
      </div>
      <PartnerFigures />
      <ReferralLinks />
      <PartnerBalances />
      <CommissionList />
      <ReferredAccounts />
      <ProgrammeTerms />
    </Stack>
  );
}
