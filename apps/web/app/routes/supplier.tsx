import { Container, Group, Paper, SimpleGrid, Stack, cx } from '~/components/ui/layout.tsx';
import { ExternalAnchor, Text, Title } from '~/components/ui/text.tsx';
import { Badge } from '~/components/ui/button.tsx';
import { FactTable } from '~/components/FactTable.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { data } from 'react-router';
import type { Route } from './+types/supplier';
import { ApiError } from '~/lib/api-client.ts';
import { serverApi } from '~/lib/server-api.ts';
import { metaTranslator } from '~/lib/meta.ts';
import { aggregateRating, seoMeta } from '~/lib/seo.ts';
import { countryName, formatDate, formatRelative } from '~/lib/format.ts';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { ResultCard } from '~/features/catalog/public/ResultCards.tsx';
import { formatAverage } from '~/features/catalog/public/ReviewsSummary.tsx';
import { useOutgoingLink } from '~/lib/outgoing-link.ts';
import { SendInquiryButton } from '~/features/inquiry/components/SendInquiryButton.tsx';
import { PartyReviews } from '~/features/trust/components/PartyReviews.tsx';
import { ReportButton, TrustLink } from '~/features/trust/components/TrustActions.tsx';
import { isOwnParty, useOpenForUser } from '~/features/trust/hooks/use-trust-dialogs.ts';
import { useMe } from '~/lib/me-store.tsx';
import { ChatNowButton } from '~/features/chat/public/ChatNowButton.tsx';
import { responseLine, supplierDescription } from '~/features/catalog/supplier-texts.server.ts';
import { serverContext } from '~/lib/server-context.ts';
import css from './detail.module.css';

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const supplier = await serverApi(context)('supplier.get_public', { id: params.id });
    const { lang } = context.get(serverContext);
    // Worded here, on the server: the page's JavaScript stays within its budget (decision 012).
    return { supplier, response: responseLine(lang, supplier.response), description: supplierDescription(lang, supplier) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches }) => {
  if (!loaded) return [];
  const { appUrl, lang } = metaTranslator(matches);
  const s = loaded.supplier;
  return seoMeta({
    appUrl,
    lang,
    path: `/supplier/${s.identity}`,
    title: s.company_name,
    description: loaded.description,
    type: 'profile',
    jsonLd: {
      '@type': 'Organization',
      name: s.company_name,
      url: `${appUrl}/supplier/${s.identity}`,
      description: s.description ?? undefined,
      foundingDate: s.year_established ? String(s.year_established) : undefined,
      address: { '@type': 'PostalAddress', addressLocality: s.city ?? undefined, addressCountry: s.country ?? undefined },
      ...(s.website ? { sameAs: [s.website.startsWith('http') ? s.website : `https://${s.website}`] } : {}),
      aggregateRating: aggregateRating(s.reviews.average, s.reviews.count),
    },
  });
};

export default function SupplierPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('catalog');
  const { t: tt } = useTranslation('trust');
  const lang = i18n.language;
  const s = loaderData.supplier;
  const outgoing = useOutgoingLink();
  const me = useMe();
  const openForUser = useOpenForUser();
  const reportParty = { targetType: 'supplier' as const, targetId: s.identity, targetName: s.company_name };
  const facts: Array<[string, string | null]> = [
    [t('detail.businessType'), s.business_type],
    [t('detail.established'), s.year_established ? String(s.year_established) : null],
    [t('detail.employees'), s.num_employees],
    [t('detail.revenue'), s.annual_revenue],
    [t('detail.mainCategory'), s.main_category?.name ?? null],
    [t('detail.memberSince'), formatDate(s.member_since, lang)],
    [t('detail.lastActive'), s.last_active ? formatRelative(s.last_active, lang) : null],
  ];
  // Light markup (decision 012): the kit's primitives and detail.module.css, no Mantine.
  return (
    <Container size="xl" className={css.page}>
      <Paper withBorder p="lg" className={css.mbLg}>
        <Group justify="between" align="start">
          <div className={css.six}>
            <Title order={1} size="h2">
              {s.company_name}
            </Title>
            <Text c="dimmed">{[s.city, countryName(s.country, lang)].filter(Boolean).join(', ')}</Text>
            <Group gap="xs">
              <VerificationLevel level={s.verification_level} lastVerifiedAt={s.last_verified_datetime} />
              {s.is_premium && (
                <Badge color="yellow" variant="light">
                  {t('card.premium')}
                </Badge>
              )}
              {s.last_verified_datetime && (
                <Text size="xs" c="dimmed">
                  {t('detail.verifiedOn', { date: formatDate(s.last_verified_datetime, lang) })}
                </Text>
              )}
              {s.reviews.average !== null && (
                <a href="#reviews" className={css.ratingLink}>
                  <span aria-hidden="true" className={css.star}>
                    ★
                  </span>
                  {t('reviews.headerLink', { average: formatAverage(s.reviews.average, lang), count: s.reviews.count })}
                </a>
              )}
            </Group>
            <p className={loaderData.response.enough ? css.response : css.responseMuted} data-testid="supplier-response" title={loaderData.response.explain}>
              {loaderData.response.text}
            </p>
          </div>
          <Stack gap="xs" className={css.partyActions}>
            <Badge size="lg" variant="light" color="gray">
              {t('detail.allProducts', { count: s.product_count })}
            </Badge>
            <SendInquiryButton supplierIdentity={s.identity} supplierName={s.company_name} />
            <ChatNowButton side="buyer" counterpart={s.identity} />
            <ReportButton {...reportParty} size="xs" />
            {!isOwnParty(me, s.identity) && (
              <TrustLink label={tt('actions.claimBusiness')} onClick={() => openForUser('claimBusiness', { supplierIdentity: s.identity, companyName: s.company_name })} />
            )}
          </Stack>
        </Group>
      </Paper>
      <div className={cx(css.cols, css['cols-8-4'])}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('detail.about')}
          </Title>
          {s.description && <Text preLine>{s.description}</Text>}
          {s.main_products && (
            <Text>
              <Text component="span" fw={600}>
                {t('detail.mainProducts')}:
              </Text>{' '}
              {s.main_products}
            </Text>
          )}
        </Stack>
        <FactTable
          labelWidth="45%"
          facts={[
            ...facts,
            [
              t('detail.website'),
              s.website && (
                <ExternalAnchor href={outgoing(s.website.startsWith('http') ? s.website : `https://${s.website}`)} target="_blank" rel="noopener noreferrer nofollow">
                  {s.website.replace(/^https?:\/\//, '')}
                </ExternalAnchor>
              ),
            ],
          ]}
        />
      </div>
      <Stack gap="sm" className={css.mtXl}>
        <Title order={2} size="h3">
          {t('detail.products')}
        </Title>
        {s.products.length ? (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
            {s.products.map((item, index) => (
              <ResultCard key={item.id} item={item} index={index} />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{t('detail.noProducts')}</Text>
        )}
      </Stack>
      <PartyReviews party={{ type: 'supplier', identity: s.identity, name: s.company_name }} summary={s.reviews} />
    </Container>
  );
}
