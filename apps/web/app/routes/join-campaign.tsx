import { useSearchParams } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/join-campaign';
import { metaTranslator } from '~/lib/meta.ts';
import { seoMeta } from '~/lib/seo.ts';
import { useMe } from '~/lib/me-store.tsx';
import { Container, SimpleGrid, Stack } from '~/components/ui/layout.tsx';
import { Text, Title } from '~/components/ui/text.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { campaignMessage, campaignParams, partnerLink, registerLink } from '~/features/affiliate/join-links.ts';
import css from './join-campaign.module.css';

// The canonical address has no query: every campaign's link is the same page to search engines.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { appUrl, lang, t } = metaTranslator(matches);
  return seoMeta({ appUrl, lang, path: '/join-campaign', title: t('affiliate:join.meta.title'), description: t('affiliate:join.meta.description') });
};

const SIDES = [
  { key: 'buyers', points: ['search', 'rfq', 'verified'] },
  { key: 'suppliers', points: ['leads', 'showcase', 'quote'] },
] as const;

/**
 * `/join-campaign`: where a partner's or a campaign's link lands. Light (decision 012): what the
 * marketplace offers, the campaign's name, sign-up that keeps `referral` and `utm_*`, and the
 * partner programme. The marketing plugin has already stored the parameters from this address.
 */
export default function JoinCampaign() {
  const { t } = useTranslation('affiliate');
  const [search] = useSearchParams();
  const me = useMe();
  const params = campaignParams(search);
  const campaign = campaignMessage(search);
  return (
    <>
      <section className={css.band} aria-labelledby="join-title">
        <div className={css.hero}>
          <h1 id="join-title" className={css.title}>
            {t('join.title')}
          </h1>
          <p className={css.subtitle}>{t('join.subtitle')}</p>
          {campaign && <p className={css.campaign}>{t('join.campaign', { campaign })}</p>}
          <div className={css.ctas}>
            <ButtonLink to={registerLink('Buyer', params)} color="orange" size="lg">
              {t('join.asBuyer')}
            </ButtonLink>
            <ButtonLink to={registerLink('Seller', params)} variant="default" size="lg">
              {t('join.asSupplier')}
            </ButtonLink>
          </div>
        </div>
      </section>
      <Container className={css.offers}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          {SIDES.map((side) => (
            <Stack key={side.key} gap="sm" component="section" aria-labelledby={`join-${side.key}`}>
              <Title order={2} size="h3" id={`join-${side.key}`}>
                {t(`join.${side.key}.title`)}
              </Title>
              <ul className={css.list}>
                {side.points.map((point) => (
                  <li key={point}>{t(`join.${side.key}.${point}`)}</li>
                ))}
              </ul>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <Container component="section" className={css.partner} aria-labelledby="join-partner">
        <Stack gap="sm">
          <Title order={2} size="h3" id="join-partner">
            {t('join.partner.title')}
          </Title>
          <Text>{t('join.partner.body')}</Text>
          <div>
            <ButtonLink to={partnerLink(Boolean(me))} variant="light">
              {t('join.partner.cta')}
            </ButtonLink>
          </div>
        </Stack>
      </Container>
    </>
  );
}
