import { useState } from 'react';
import { Anchor, Badge, Box, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { AgentPriceRange, AgentToolOutput } from '@tradelink/shared/agent/tools';
import type { ProductCard } from '@tradelink/shared/catalog/search';
import { ResultCard } from '~/features/catalog/public/ResultCards.tsx';
import { VerificationLevel } from '~/components/VerificationLevel.tsx';
import { useTranslation } from '~/lib/use-translation.tsx';
import { countryName, formatAmountWithUnit, formatPriceRange } from '~/lib/format.ts';
import { localPath, ToolSection } from './ToolSection.tsx';
import css from './agent.module.css';

/** "Price range from 5 listings: US$4.20 – US$6.00 per kg", from real listings only. */
export function PriceRangeLine({ range }: { range: AgentPriceRange | null }) {
  const { t, i18n } = useTranslation('agent');
  if (!range) return null;
  const text = formatPriceRange(range.min, range.max, range.currency, i18n.language);
  if (!text) return null;
  const values = { count: range.listings, range: text, unit: range.uom_label ?? range.uom ?? '' };
  return <Text size="sm">{range.uom_label || range.uom ? t('tools.products.rangeUnit', values) : t('tools.products.range', values)}</Text>;
}

/** The products side by side: price, minimum order, the supplier's country and verification. */
export function ProductTable({ items }: { items: ProductCard[] }) {
  const { t, i18n } = useTranslation('agent');
  const lang = i18n.language;
  return (
    <Box className={css.scroll} tabIndex={0} role="region" aria-label={t('tools.products.compare')}>
      <Table striped withTableBorder miw={640} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tools.products.product')}</Table.Th>
            <Table.Th>{t('tools.products.price')}</Table.Th>
            <Table.Th>{t('tools.products.moq')}</Table.Th>
            <Table.Th>{t('tools.products.supplier')}</Table.Th>
            <Table.Th>{t('tools.products.country')}</Table.Th>
            <Table.Th>{t('tools.products.verification')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor component={Link} to={`/product/${p.id}`} size="sm">
                  {p.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatPriceRange(p.price_min, p.price_max, p.currency, lang) ?? t('tools.products.onRequest')}</Table.Td>
              <Table.Td>{p.moq === null ? '—' : formatAmountWithUnit(p.moq, p.uom_label, lang)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/supplier/${p.supplier.identity}`} size="sm">
                  {p.supplier.company_name}
                </Anchor>
              </Table.Td>
              <Table.Td>{countryName(p.supplier.country, lang) || '—'}</Table.Td>
              <Table.Td>
                <VerificationLevel level={p.supplier.verification_level} />
                {p.supplier.is_premium && (
                  <Badge size="xs" color="yellow" ml={4}>
                    {t('tools.products.premium')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** `search_products`: the catalogue's own cards, or the same products in a comparison table. */
export function ProductResults({ output }: { output: AgentToolOutput<'search_products'> }) {
  const { t } = useTranslation('agent');
  const [view, setView] = useState<'cards' | 'table'>('cards');
  const link = output.total > output.items.length ? { to: localPath(output.search_url, `/search?tab=products&keyword=${encodeURIComponent(output.keyword)}`), label: t('tools.seeAll', { count: output.total }) } : undefined;
  return (
    <ToolSection title={t('tools.products.title', { count: output.total })} link={link}>
      {output.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tools.products.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          <PriceRangeLine range={output.price_range} />
          {output.items.length > 1 && (
            <SegmentedControl
              aria-label={t('tools.products.viewLabel')}
              size="xs"
              value={view}
              onChange={(v) => setView(v as 'cards' | 'table')}
              data={[
                { value: 'cards', label: t('tools.products.cards') },
                { value: 'table', label: t('tools.products.compare') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          )}
          {view === 'table' ? (
            <ProductTable items={output.items} />
          ) : (
            <div className={css.cards}>
              {output.items.map((item, i) => (
                <ResultCard key={item.id} item={item} index={i + 4} />
              ))}
            </div>
          )}
        </Stack>
      )}
    </ToolSection>
  );
}
