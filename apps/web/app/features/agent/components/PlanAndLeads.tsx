import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentToolOutput } from '@tradelink/shared/agent/tools';
import { ResultCard } from '~/features/catalog/public/ResultCards.tsx';
import { QuotationStatusBadge } from '~/features/quotation/public/QuotationStatusBadge.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { countryName, formatAmountWithUnit, formatPriceRange } from '~/lib/format.ts';
import { DRAFT_QUOTATION_PROMPT } from '../prompts.ts';
import { useAgentActions } from './agent-actions.ts';
import { useOpenRfqDraft } from './DraftCards.tsx';
import { localPath, ToolSection } from './ToolSection.tsx';
import { useUnitLabel } from './use-unit-label.ts';
import css from './agent.module.css';

/**
 * `sourcing_plan`: one line per item of the need, with what the marketplace has for it (products,
 * suppliers, the price range of real listings) and its own RFQ draft to review.
 */
export function SourcingPlan({ output }: { output: AgentToolOutput<'sourcing_plan'> }) {
  const { t, i18n } = useTranslation('agent');
  const lang = i18n.language;
  const open = useOpenRfqDraft();
  const unit = useUnitLabel();
  return (
    <ToolSection title={t('tools.plan.title', { need: output.need })}>
      {output.destination_country && (
        <Text size="sm" c="dimmed">
          {t('tools.plan.destination', { country: countryName(output.destination_country, lang) })}
        </Text>
      )}
      <Stack gap="md">
        {output.lines.map((line, index) => {
          const range = line.price_range && formatPriceRange(line.price_range.min, line.price_range.max, line.price_range.currency, lang);
          const rangeUnit = line.price_range?.uom_label ?? line.price_range?.uom;
          return (
            <Stack key={`${line.item}-${index}`} gap={6} component="section" aria-label={line.item} style={{ borderTop: index ? '1px solid var(--mantine-color-gray-3)' : undefined, paddingTop: index ? 'var(--mantine-spacing-sm)' : 0 }}>
              <Group justify="space-between" align="flex-start" gap="xs">
                <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Text fw={700} size="sm">
                    {index + 1}. {line.item}
                    {line.quantity !== null && ` · ${formatAmountWithUnit(line.quantity, unit(line.uom), lang)}`}
                  </Text>
                  <Text size="sm">
                    {t('tools.plan.range')}: {range ? `${range}${rangeUnit ? ` / ${rangeUnit}` : ''}` : t('tools.plan.noRange')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('tools.plan.products', { count: line.products.length })} · {t('tools.plan.suppliers', { count: line.suppliers.length })} ·{' '}
                    <Anchor component={Link} to={localPath(line.search_url, `/search?keyword=${encodeURIComponent(line.keyword)}`)} size="xs">
                      {t('tools.plan.searchMore')}
                    </Anchor>
                  </Text>
                </div>
                <Button size="xs" variant="light" onClick={() => open(line.draft_rfq)}>
                  {t('tools.plan.review')}
                </Button>
              </Group>
              {line.products.length === 0 && line.suppliers.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('tools.plan.noMatch')}
                </Text>
              )}
              {line.products.length > 0 && (
                <div className={css.cards}>
                  {line.products.map((item, i) => (
                    <ResultCard key={item.id} item={item} index={i + 4} />
                  ))}
                </div>
              )}
              {line.suppliers.length > 0 && (
                <div className={css.cardsWide}>
                  {line.suppliers.map((item, i) => (
                    <ResultCard key={item.identity} item={item} index={i} />
                  ))}
                </div>
              )}
            </Stack>
          );
        })}
      </Stack>
    </ToolSection>
  );
}

/** `find_buying_leads`: requests that fit the supplier, each with why, and a quotation drafted in one click. */
export function LeadResults({ output }: { output: AgentToolOutput<'find_buying_leads'> }) {
  const { t } = useTranslation('agent');
  const actions = useAgentActions();
  return (
    <ToolSection title={t('tools.leads.title', { count: output.total })} link={{ to: localPath(output.url, '/business/buying-leads'), label: t('tools.leads.all') }}>
      <Text size="sm" c="dimmed">
        {output.basis === 'matched' ? t('tools.leads.matched') : t('tools.leads.newest')}
      </Text>
      {output.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tools.leads.none')}
        </Text>
      )}
      <div className={css.cardsWide}>
        {output.items.map((lead) => (
          <Stack key={lead.rfq_id} gap={6}>
            <ResultCard
              index={0}
              item={{
                kind: 'rfq',
                id: lead.rfq_id,
                product_name: lead.product_name,
                quantity: Number(lead.quantity),
                uom: lead.uom,
                uom_label: lead.uom_label ?? lead.uom,
                target_price: lead.target_price === null ? null : Number(lead.target_price),
                currency: lead.currency,
                destination_country: lead.destination_country,
                expiry_date: lead.expiry_date,
                category: lead.category_name ? { name: lead.category_name } : null,
                buyer: { is_verified: lead.buyer.is_verified, is_premium: lead.buyer.is_premium },
              }}
            />
            <Text size="xs">{t('tools.leads.why', { why: lead.why })}</Text>
            <Group gap="xs" justify="space-between">
              <Text size="xs" c="dimmed">
                {t('tools.leads.quotations', { count: lead.quotation_count })}
              </Text>
              {lead.my_quotation ? (
                <Group gap={4}>
                  <Badge size="xs" variant="outline">
                    {t('tools.leads.yours')}
                  </Badge>
                  <QuotationStatusBadge status={lead.my_quotation.status} viewer="supplier" />
                </Group>
              ) : (
                <Button size="compact-xs" variant="light" disabled={!actions.canSend} onClick={() => actions.send(t(DRAFT_QUOTATION_PROMPT, { id: lead.rfq_id }))}>
                  {t('tools.leads.draft')}
                </Button>
              )}
            </Group>
          </Stack>
        ))}
      </div>
    </ToolSection>
  );
}

