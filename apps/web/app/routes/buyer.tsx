import { Container, Paper, Stack } from '~/components/ui/layout.tsx';
import { Anchor, Text, Title } from '~/components/ui/text.tsx';
import { Badge } from '~/components/ui/button.tsx';
import { FactTable } from '~/components/FactTable.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Route } from './+types/buyer';
import { serverApi } from '~/lib/server-api.ts';
import { loadLimited } from '~/lib/limited-loader.server.ts';
import { metaTranslator } from '~/lib/meta.ts';
import { seoMeta } from '~/lib/seo.ts';
import { countryName, formatDate, formatAmountWithUnit } from '~/lib/format.ts';
import { GuestLimitNotice } from '~/features/catalog/components/GuestLimitNotice.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { ChatNowButton } from '~/features/chat/public/ChatNowButton.tsx';
import { ContactBuyerButton } from '~/features/contact/public/ContactBuyerButton.tsx';
import { SendInquiryToBuyerButton } from '~/features/inquiry/public/SendInquiryToBuyerButton.tsx';
import { PartyReviews } from '~/features/trust/components/PartyReviews.tsx';
import { ReportButton } from '~/features/trust/components/TrustActions.tsx';
import css from './detail.module.css';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadLimited(() => serverApi(context)('buyer.get_public', { id: params.id }));
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches, location }) => {
  const { appUrl, lang, t } = metaTranslator(matches);
  if (!loaded || loaded.limited) return [{ title: `${t('catalog:limit.pageTitle')} | Tradelink` }, { name: 'robots', content: 'noindex' }];
  const b = loaded.value;
  return seoMeta({
    appUrl,
    lang,
    path: location.pathname,
    title: b.name,
    description: [b.name, countryName(b.country, lang), b.sourcing_interests].filter(Boolean).join(' · ').slice(0, 160),
    type: 'profile',
  });
};

export default function BuyerPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  const me = useMe();
  if (loaderData.limited) return <GuestLimitNotice message={loaderData.message} />;
  const b = loaderData.value;
  const reportParty = { targetType: 'buyer' as const, targetId: b.identity, targetName: b.name };
  // Light markup (decision 012): the kit's primitives and detail.module.css, no Mantine.
  return (
    <Container size="lg" className={css.page}>
      <Paper withBorder p="lg" className={css.mbLg}>
        <div className={css.six}>
          <Title order={1} size="h2">
            {b.name}
          </Title>
          <Text c="dimmed">{countryName(b.country, lang)}</Text>
          {b.is_verified && (
            <Badge color="teal" variant="light" className={css.fit}>
              {t('request.verified')}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {t('request.memberSince', { date: formatDate(b.member_since, lang) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('request.contactHidden')}
          </Text>
          {/* Suppliers unlock the contact here; the dialog says what it costs first. */}
          {me?.is_supplier === 1 && <ContactBuyerButton buyer={b} className={css.mtXs} />}
          <ChatNowButton side="supplier" counterpart={b.identity} label="messageBuyer" className={css.fit} />
          <SendInquiryToBuyerButton buyerIdentity={b.identity} buyerName={b.name} />
          <ReportButton {...reportParty} size="xs" className={css.fit} />
        </div>
      </Paper>
      <FactTable
        maw={560}
        mb="lg"
        facts={[
          [t('request.businessType'), b.business_type],
          [t('request.interests'), b.sourcing_interests],
        ]}
      />
      <Title order={2} size="h3" className={css.mbSm}>
        {t('request.recentRequests')}
      </Title>
      {b.rfqs.length ? (
        <Stack gap="xs">
          {b.rfqs.map((r) => (
            <Paper key={r.id} withBorder p="sm">
              <Anchor to={`/request/${r.id}`} fw={600}>
                {r.product_name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {formatAmountWithUnit(r.quantity, r.uom_label, lang)} · {formatDate(r.created_at, lang)}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text c="dimmed">{t('request.noRequests')}</Text>
      )}
      <PartyReviews party={{ type: 'buyer', identity: b.identity, name: b.name }} summary={b.reviews} />
    </Container>
  );
}
