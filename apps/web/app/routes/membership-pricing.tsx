import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { TRIAL_DAYS } from '@tradelink/shared/constants/plans';
import type { Route } from './+types/membership-pricing';
import { PricingFaq } from '~/features/pricing/components/PricingFaq.tsx';
import { PricingTable } from '~/features/pricing/components/PricingTable.tsx';
import { metaTranslator } from '~/lib/meta.ts';
import { seoMeta } from '~/lib/seo.ts';
import { useScrollParam } from '~/lib/scroll-param.ts';

/** `?scroll=plans|faq` (from mails and the help centre) opens the page at that part. */
const SECTIONS = { plans: 'pricing-plans', faq: 'pricing-faq' } as const;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { appUrl, lang, t } = metaTranslator(matches);
  return seoMeta({ appUrl, lang, path: '/membership-pricing', title: t('pricing:page.meta.title'), description: t('pricing:page.meta.description', { days: String(TRIAL_DAYS) }) });
};

/**
 * `/membership-pricing`: the supplier plans for every period, the trial, and the answers to what
 * people ask before paying. Server-rendered from the shared price table; the caller's plan is
 * marked from the current user the root loader already sent.
 */
export default function MembershipPricingPage() {
  const { t } = useTranslation('pricing');
  useScrollParam(SECTIONS);
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap="xs" ta="center" maw={720} mx="auto">
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed" size="lg">
            {t('page.subtitle', { days: TRIAL_DAYS })}
          </Text>
        </Stack>
        <div id={SECTIONS.plans}>
          <PricingTable headingOrder={2} />
        </div>
        <Container size="md" px={0} w="100%">
          <PricingFaq />
        </Container>
      </Stack>
    </Container>
  );
}
