import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { TRIAL_DAYS } from '@tradelink/shared/constants/plans';
import { helpArticlePath } from '@tradelink/shared/help/help-articles';

/** The questions people ask before paying, in the order they ask them. */
const QUESTIONS = ['billing', 'cancel', 'refunds', 'planEnds', 'trial', 'currency'] as const;

/** Links the answers may carry (as <tags> in the translations). */
const LINKS = {
  center: <Anchor component={Link} to="/complaint-center" />,
  trialTerms: <Anchor component={Link} to="/trial-term" />,
  membership: <Anchor component={Link} to="/business/membership" />,
};

/** The pricing page's FAQ: billing, cancelling, refunds, a plan's end, the trial and the currency. */
export function PricingFaq() {
  const { t } = useTranslation('pricing');
  return (
    <Stack component="section" aria-labelledby="pricing-faq" gap="sm">
      <Title order={2} id="pricing-faq">
        {t('page.faqTitle')}
      </Title>
      {/* Answers stay in the server's HTML (hidden, not unmounted): search engines and no-JS readers get them. */}
      <Accordion variant="separated" multiple keepMounted keepMountedMode="display-none">
        {QUESTIONS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`page.faq.${key}.q`)}</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm">
                <Trans t={t} i18nKey={`page.faq.${key}.a`} values={{ days: TRIAL_DAYS }} components={LINKS} />
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text size="sm">
        <Anchor component={Link} to={helpArticlePath('plans-and-prices')}>
          {t('page.faqMore')}
        </Anchor>
      </Text>
    </Stack>
  );
}
