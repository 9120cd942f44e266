import { Breadcrumbs } from '~/components/ui/Breadcrumbs.tsx';
import { Container, Paper, Stack, cx } from '~/components/ui/layout.tsx';
import { Text, Title } from '~/components/ui/text.tsx';
import { Badge, ButtonLink } from '~/components/ui/button.tsx';
import { FactTable } from '~/components/FactTable.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { SESSION_COOKIE } from '@tradelink/shared/constants/limits';
import { AttachmentLinks } from '~/components/attachment/AttachmentLinks.tsx';
import type { Route } from './+types/request';
import { serverApi } from '~/lib/server-api.ts';
import { loadLimited } from '~/lib/limited-loader.server.ts';
import { metaTranslator } from '~/lib/meta.ts';
import { seoMeta } from '~/lib/seo.ts';
import { countryName, formatDate, formatMoney, formatAmountWithUnit } from '~/lib/format.ts';
import { GuestLimitNotice } from '~/features/catalog/components/GuestLimitNotice.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { ChatNowButton } from '~/features/chat/public/ChatNowButton.tsx';
import { SendInquiryToBuyerButton } from '~/features/inquiry/public/SendInquiryToBuyerButton.tsx';
import { SendQuotationButton } from '~/features/quoting/public/SendQuotationButton.tsx';
import { PopupDialogs, ReportButton } from '~/features/trust/components/TrustActions.tsx';
import css from './detail.module.css';

/**
 * The public request, and for a logged-in supplier allowed to read it in full (`supplier.get_lead`)
 * the buyer's files too: anyone else (guests, buyers) gets none, as the download route refuses them.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const api = serverApi(context);
  const id = Number(params.id);
  const hasSession = request.headers.get('cookie')?.includes(`${SESSION_COOKIE}=`) ?? false;
  const full = hasSession && Number.isInteger(id) && id > 0 ? api('supplier.get_lead', { rfq_id: id }).catch(() => null) : Promise.resolve(null);
  return loadLimited(async () => {
    const [value, brief] = await Promise.all([api('rfq.get', { id }), full]);
    return Object.assign(value, { files: brief?.attachments ?? null });
  });
}

export const meta: Route.MetaFunction = ({ loaderData: loaded, matches, location }) => {
  const { appUrl, lang, t } = metaTranslator(matches);
  if (!loaded || loaded.limited) return [{ title: `${t('catalog:limit.pageTitle')} | Tradelink` }, { name: 'robots', content: 'noindex' }];
  const r = loaded.value;
  return seoMeta({
    appUrl,
    lang,
    path: location.pathname,
    title: `${r.product_name} — ${t('catalog:request.title')}`,
    description: [r.product_name, formatAmountWithUnit(r.quantity, r.uom_label, lang), countryName(r.destination_country, lang)].filter(Boolean).join(' · '),
  });
};

export default function RequestPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('catalog');
  const { t: tq } = useTranslation('quoting');
  const { t: tt } = useTranslation('trust');
  const me = useMe();
  const lang = i18n.language;
  if (loaderData.limited) return <GuestLimitNotice message={loaderData.message} />;
  const r = loaderData.value;
  // The request's own buyer has nothing to quote here (the server refuses it too).
  const ownRequest = Boolean(me?.buyer && me.buyer.identity === r.buyer.identity);
  const reportTarget = { targetType: 'rfq' as const, targetId: String(r.id), targetName: r.product_name };
  const facts: Array<[string, string | null]> = [
    [t('request.quantity'), formatAmountWithUnit(r.quantity, r.uom_label, lang)],
    [t('request.targetPrice'), r.target_price !== null ? formatMoney(r.target_price, r.currency, lang) : null],
    [t('request.incoterm'), r.incoterm],
    [t('request.payment'), r.payment_method === 'Other' ? t('request.otherPayment') : r.payment_method],
    [t('request.frequency'), r.frequency ? t(`frequencies.${r.frequency}`) : null],
    [t('request.destination'), r.destination_country ? countryName(r.destination_country, lang) : null],
    [t('request.expiry'), r.expiry_date ? formatDate(r.expiry_date, lang) : null],
    [t('request.posted'), formatDate(r.created_at, lang)],
  ];
  // Light markup (decision 012): the kit's primitives and detail.module.css, no Mantine.
  return (
    <Container size="lg" className={css.page}>
      <Breadcrumbs trail={r.category_path.map((c) => ({ key: c.id, label: c.name, to: `/buyer-category/${c.id}` }))} current={r.product_name} />
      <div className={cx(css.cols, css['cols-8-4'])}>
        <Stack gap="sm">
          <Badge color="green" variant="light" className={css.fit}>
            {t('request.open')}
          </Badge>
          <Title order={1} size="h2">
            {r.product_name}
          </Title>
          <FactTable facts={facts} maw={560} spacing={6} />
          {r.description && <Text preLine>{r.description}</Text>}
          {r.files && r.files.length > 0 && (
            <Stack gap="xs" component="section" aria-labelledby="request-files" className={css.mtXs}>
              <Title order={2} size="h4" id="request-files">
                {tq('request.files', { count: r.files.length })}
              </Title>
              <Text size="sm" c="dimmed">
                {tq('request.filesIntro')}
              </Text>
              <AttachmentLinks files={r.files} lang={lang} downloadLabel={(name) => tq('request.download', { name })} />
            </Stack>
          )}
        </Stack>
        <div>
          {!ownRequest && (
            <Paper withBorder p="md" component="section" aria-label={tq('request.ctaTitle')} className={css.mbMd}>
              <Stack gap="xs">
                <Text fw={700}>{tq('request.ctaTitle')}</Text>
                <Text size="sm" c="dimmed">
                  {tq('request.ctaBody')}
                </Text>
                {!me && (
                  <Text size="sm" c="dimmed">
                    {tq('request.guestFiles')}
                  </Text>
                )}
                <SendQuotationButton rfqId={r.id} productName={r.product_name} />
              </Stack>
            </Paper>
          )}
          <Paper withBorder p="md" component="section" aria-label={t('request.buyer')} className={css.buyerCard}>
            <Text size="sm" c="dimmed">
              {t('request.buyer')}
            </Text>
            <Text fw={700}>{r.buyer.name}</Text>
            <Text size="sm">{countryName(r.buyer.country, lang)}</Text>
            {r.buyer.is_verified && (
              <Badge color="teal" variant="light" className={css.fit}>
                {t('request.verified')}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {t('request.memberSince', { date: formatDate(r.buyer.member_since, lang) })} · {t('request.buyerRfqs', { count: r.buyer.rfq_count })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('request.contactHidden')}
            </Text>
            <ButtonLink to={`/buyer/${r.buyer.identity}`} variant="light" size="xs">
              {t('request.viewBuyer')}
            </ButtonLink>
            <ChatNowButton side="supplier" counterpart={r.buyer.identity} label="messageBuyer" embed={{ type: 'rfq', id: String(r.id) }} size="xs" />
            {!ownRequest && <SendInquiryToBuyerButton buyerIdentity={r.buyer.identity} buyerName={r.buyer.name} rfqId={r.id} rfqName={r.product_name} size="xs" />}
          </Paper>
          <ReportButton {...reportTarget} own={ownRequest} label={tt('actions.reportRequest')} size="xs" className={css.mtXs} />
        </div>
      </div>
      {!ownRequest && <PopupDialogs report={reportTarget} />}
    </Container>
  );
}
