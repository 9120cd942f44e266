import { useId } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import hidden from '~/components/ui/visually-hidden.module.css';
import { formatNumber } from '~/lib/format.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { change, formatPercent } from '../figures.ts';

export interface Kpi {
  key: string;
  label: string;
  value: number | null;
  previous: number | null;
  /** How to write the figure (a count by default). */
  format?: (value: number) => string;
  /** A figure where less is better (a response time): a fall is shown as good. */
  lowerIsBetter?: boolean;
}

/**
 * The headline figures, each with its change against the previous period. Each figure's name is an h3
 * (a screen reader jumps between them), so the grid opens with an h2 of its own, seen by screen
 * readers only: the page's h1 (or a dialog's h2 title) comes right before it, and levels must not skip.
 */
export function KpiGrid({ items, lang }: { items: Kpi[]; lang: string }) {
  const { t } = useTranslation('analytics');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={hidden.visuallyHidden}>
        {t('kpi.heading')}
      </h2>
      <SimpleGrid type="container" cols={items.length <= 4 ? { base: 2, '600px': 4 } : { base: 2, '600px': 3, '900px': 5 }} spacing="sm">
        {items.map((item) => (
          <KpiCard key={item.key} item={item} lang={lang} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function KpiCard({ item, lang }: { item: Kpi; lang: string }) {
  const { t } = useTranslation('analytics');
  const write = item.format ?? ((v: number) => formatNumber(v, lang));
  const { trend, percent } = change(item.value, item.previous);
  const good = trend === 'up' || trend === 'new' ? !item.lowerIsBetter : trend === 'down' ? Boolean(item.lowerIsBetter) : null;
  const color = good === null || trend === 'same' ? 'dimmed' : good ? 'teal.8' : 'red.8';
  const changeText =
    trend === 'new'
      ? t('kpi.new')
      : trend === 'same'
        ? t('kpi.same')
        : trend === 'none' || percent === null
          ? null
          : t(trend === 'up' ? 'kpi.up' : 'kpi.down', { percent: formatPercent(Math.abs(percent) / 100, lang) });
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`kpi-${item.key}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} component="h3" m={0}>
        {item.label}
      </Text>
      <Text fw={700} size="xl" data-testid="kpi-value">
        {item.value === null ? t('kpi.none') : write(item.value)}
      </Text>
      {changeText && (
        <Text size="xs" c={color} fw={500}>
          {changeText}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('kpi.previous', { value: item.previous === null ? t('kpi.none') : write(item.previous) })}
      </Text>
    </Paper>
  );
}
