import { Anchor, Badge, Card, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Language } from '@tradelink/shared/constants/languages';
import { QUOTATION_SORTS, type QuotationSort } from '@tradelink/shared/quotation/quotation';
import type { Route } from './+types/received-quotation';
import { NotFound } from '~/components/errors/NotFound.tsx';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { myRfqQuery } from '~/features/rfq/api/rfq-queries.ts';
import { rfqQuotationsQuery } from '~/features/quotation/api/quotation-queries.ts';
import { DecisionButtons } from '~/features/quotation/components/DecisionButtons.tsx';
import { QuotationStatusBadge } from '~/features/quotation/public/QuotationStatusBadge.tsx';
import { ChatNowButton } from '~/features/chat/public/ChatNowButton.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { countryName, formatDate, formatMoney } from '~/lib/format.ts';
import { pageMeta } from '~/lib/meta.ts';
import { isRowId } from '@tradelink/shared/validation/row-id';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sourcing:compare.title');

/** The quotations on one RFQ side by side, sortable; the buyer prefers one and declines others. */
export default function ReceivedQuotationsPage() {
  const { t, i18n } = useTranslation('sourcing');
  const lang = i18n.language as Language;
  const id = Number(useParams().id);
  const valid = isRowId(id);
  const [params, setParams] = useSearchParams();
  const sort = (QUOTATION_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as QuotationSort) : 'unit_price';
  const mode = params.get('sort_mode') === 'desc' ? 'desc' : 'asc';
  const rfq = useQuery({ ...myRfqQuery(id, lang), enabled: valid });
  const list = useQuery({ ...rfqQuotationsQuery({ rfq_id: id, sort, sort_mode: mode }, lang), enabled: valid });
  if (!valid || (rfq.error instanceof ApiError && rfq.error.status === 404)) return <NotFound />;
  if (!rfq.data) return null;
  const quotations = list.data ?? [];
  const money = (v: string, c: string) => formatMoney(Number(v), c, lang);
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={`/user/request-quotation/detail/${id}`} size="sm">
          ← {rfq.data.product_name}
        </Anchor>
        <Title order={1} size="h2">
          {t('compare.title')}
        </Title>
        <Text c="dimmed">{t('compare.subtitle', { count: quotations.length, quantity: `${rfq.data.quantity} ${rfq.data.uom}` })}</Text>
      </div>
      <Group>
        <NativeSelect
          label={t('compare.sortBy')}
          value={sort}
          onChange={(e) => setParams((p) => { p.set('sort', e.currentTarget.value); return p; }, { replace: true })}
          data={QUOTATION_SORTS.map((s) => ({ value: s, label: t(`compare.sorts.${s}`) }))}
        />
        <NativeSelect
          label={t('compare.order')}
          value={mode}
          onChange={(e) => setParams((p) => { p.set('sort_mode', e.currentTarget.value); return p; }, { replace: true })}
          data={[{ value: 'asc', label: t('compare.asc') }, { value: 'desc', label: t('compare.desc') }]}
        />
      </Group>
      {list.isSuccess && quotations.length === 0 && (
        <Card withBorder padding="xl" ta="center">
          <Text>{rfq.data.status === 1 ? t('compare.none') : t('compare.notPublic')}</Text>
        </Card>
      )}
      {quotations.length > 0 && (
        <Table.ScrollContainer minWidth={860}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('compare.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quotation.supplier')}</Table.Th>
                <Table.Th>{t('quotation.unitPrice')}</Table.Th>
                <Table.Th>{t('quotation.total')}</Table.Th>
                <Table.Th>{t('quotation.leadTime')}</Table.Th>
                <Table.Th>{t('quotation.validUntil')}</Table.Th>
                <Table.Th>{t('quotation.terms')}</Table.Th>
                <Table.Th>{t('quotation.statusLabel')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quotations.map((q) => (
                <Table.Tr key={q.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/my-quotations/${q.id}`} fw={600}>
                      {q.supplier.company_name}
                    </Anchor>
                    <Group gap={6}>
                      <Text size="xs" c="dimmed">
                        {q.supplier.country ? countryName(q.supplier.country, lang) : ''}
                      </Text>
                      <VerificationLevel level={q.supplier.verification_level} />
                      {q.is_new && (
                        <Badge size="xs" color="blue">
                          {t('quotation.new')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{money(q.unit_price, q.currency)}</Table.Td>
                  <Table.Td>
                    {money(q.total, q.currency)}
                    <Text size="xs" c="dimmed">
                      {q.quantity} {q.uom}
                    </Text>
                  </Table.Td>
                  <Table.Td>{q.lead_time_days ? t('quotation.days', { count: q.lead_time_days }) : '—'}</Table.Td>
                  <Table.Td>{q.valid_until ? formatDate(q.valid_until, lang) : '—'}</Table.Td>
                  <Table.Td>{[q.incoterm, q.payment_terms === 'Other' ? t('form.otherPayment') : q.payment_terms].filter(Boolean).join(' · ') || '—'}</Table.Td>
                  <Table.Td>
                    <QuotationStatusBadge status={q.status} />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={6} align="flex-start">
                      <DecisionButtons quotation={q} />
                      <ChatNowButton
                        side="buyer"
                        counterpart={q.supplier.identity}
                        counterpartName={q.supplier.company_name}
                        label="chatWithSupplier"
                        embed={{ type: 'quotation', id: String(q.id) }}
                        size="xs"
                      />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
