import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentToolOutput } from '@tradelink/shared/agent/tools';
import { ResultCard } from '~/features/catalog/public/ResultCards.tsx';
import { RfqStatusBadge } from '~/features/rfq/public/RfqStatusBadge.tsx';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { countryName, formatAmountWithUnit, formatDate, formatMoney, formatNumber } from '~/lib/format.ts';
import { COMPARE_QUOTATIONS_PROMPT } from '../prompts.ts';
import { useAgentActions } from './agent-actions.ts';
import { localPath, ToolSection } from './ToolSection.tsx';
import { useUnitLabel } from './use-unit-label.ts';
import css from './agent.module.css';

/** `search_suppliers`: the catalogue's supplier cards. */
export function SupplierResults({ output }: { output: AgentToolOutput<'search_suppliers'> }) {
  const { t } = useTranslation('agent');
  const link = output.total > output.items.length ? { to: localPath(output.search_url, `/search?tab=suppliers&keyword=${encodeURIComponent(output.keyword)}`), label: t('tools.seeAll', { count: output.total }) } : undefined;
  return (
    <ToolSection title={t('tools.suppliers.title', { count: output.total })} link={link}>
      {output.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tools.suppliers.none')}
        </Text>
      ) : (
        <div className={css.cardsWide}>
          {output.items.map((item, i) => (
            <ResultCard key={item.identity} item={item} index={i} />
          ))}
        </div>
      )}
    </ToolSection>
  );
}

/** `get_product`: the product's card with its supplier. */
export function ProductDetailResult({ output }: { output: AgentToolOutput<'get_product'> }) {
  const { t } = useTranslation('agent');
  const { description, images: _images, attributes, url, supplier, ...card } = output;
  return (
    <ToolSection title={output.name} link={{ to: localPath(url, `/product/${output.id}`), label: t('tools.product.open') }}>
      <div className={css.cards}>
        <ResultCard item={{ ...card, supplier: { identity: supplier.identity, company_name: supplier.company_name, country: supplier.country, verification_level: supplier.verification_level, is_premium: supplier.is_premium } }} index={0} />
      </div>
      {attributes.length > 0 && (
        <Text size="sm">
          {attributes
            .slice(0, 6)
            .map((a) => `${a.label}: ${a.value}`)
            .join(' · ')}
        </Text>
      )}
      {description && (
        <Text size="sm" c="dimmed" lineClamp={3}>
          {description}
        </Text>
      )}
    </ToolSection>
  );
}

/** `get_supplier`: the public profile's summary (never its contact details) and a few products. */
export function SupplierDetailResult({ output }: { output: AgentToolOutput<'get_supplier'> }) {
  const { t, i18n } = useTranslation('agent');
  const lang = i18n.language;
  return (
    <ToolSection title={output.company_name} link={{ to: localPath(output.url, `/supplier/${output.identity}`), label: t('tools.supplier.open') }}>
      <Group gap="xs">
        <Text size="sm">{[output.city, countryName(output.country, lang)].filter(Boolean).join(', ')}</Text>
        <VerificationLevel level={output.verification_level} />
        {output.is_premium && (
          <Badge size="xs" color="yellow">
            {t('tools.products.premium')}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {output.review_count > 0 ? t('tools.supplier.reviews', { count: output.review_count, average: formatNumber(output.review_average ?? 0, lang) }) : t('tools.supplier.noReviews')}
        {' · '}
        {t('tools.supplier.memberSince', { date: formatDate(output.member_since, lang) })}
      </Text>
      {output.main_products && <Text size="sm">{output.main_products}</Text>}
      {output.products.length > 0 && (
        <div className={css.cards}>
          {output.products.slice(0, 4).map((item, i) => (
            <ResultCard key={item.id} item={item} index={i + 4} />
          ))}
        </div>
      )}
    </ToolSection>
  );
}

/** `list_my_rfqs`: the buyer's own requests, each opening its page; with quotations, a comparison is one click. */
export function MyRfqResults({ output }: { output: AgentToolOutput<'list_my_rfqs'> }) {
  const { t, i18n } = useTranslation('agent');
  const actions = useAgentActions();
  const unit = useUnitLabel();
  const lang = i18n.language;
  return (
    <ToolSection title={t('tools.rfqs.title', { count: output.total })} link={{ to: '/user/buying-requests', label: t('tools.rfqs.all') }}>
      {output.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('tools.rfqs.none')}
        </Text>
      )}
      <Stack gap="xs">
        {output.items.map((rfq) => (
          <Group key={rfq.id} justify="space-between" gap="xs" wrap="wrap">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/user/request-quotation/detail/${rfq.id}`} size="sm" fw={600}>
                {rfq.product_name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatAmountWithUnit(Number(rfq.quantity), unit(rfq.uom), lang)}
                {rfq.target_price !== null && ` · ${formatMoney(Number(rfq.target_price), rfq.currency, lang)}`}
                {' · '}
                {t('tools.rfqs.quotations', { count: rfq.quotation_count })}
              </Text>
            </div>
            <Group gap="xs">
              <RfqStatusBadge status={rfq.status} />
              {rfq.quotation_count > 0 && (
                <Button size="compact-xs" variant="light" disabled={!actions.canSend} onClick={() => actions.send(t(COMPARE_QUOTATIONS_PROMPT, { id: rfq.id }))}>
                  {t('tools.rfqs.compare')}
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </ToolSection>
  );
}
