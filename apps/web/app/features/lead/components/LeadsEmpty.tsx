import { Button, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { isFiltered, NO_FILTERS, type LeadFilterValues } from '../lead-url.ts';

/**
 * An empty list always offers a way on: the same search over the whole market, clearing the
 * filters, or telling us more about what the supplier sells (its categories and main products
 * are what requests are matched on).
 */
/** Long labels (Vietnamese) wrap inside the button on a phone instead of being cut. */
const WRAP = { root: { height: 'auto', minHeight: 36, paddingBlock: 6 }, label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

export function LeadsEmpty({ values, onChange }: { values: LeadFilterValues; onChange: (next: Partial<LeadFilterValues>) => void }) {
  const { t } = useTranslation('leads');
  const filtered = isFiltered(values);
  const key = `${values.view}${filtered ? 'Filtered' : ''}` as const;
  const searchMarket = (
    <Button key="market" styles={WRAP} onClick={() => onChange({ view: 'market' })}>
      {filtered ? t('leads.empty.searchMarket') : t('leads.empty.browseMarket')}
    </Button>
  );
  const clear = (
    <Button key="clear" styles={WRAP} variant="default" onClick={() => onChange(NO_FILTERS)}>
      {t('leads.filters.clear')}
    </Button>
  );
  const categories = (
    <Button key="categories" styles={WRAP} component={Link} to="/business/setting" variant="default">
      {t('leads.empty.editCategories')}
    </Button>
  );
  const recommended = (
    <Button key="recommended" styles={WRAP} variant="default" onClick={() => onChange({ view: 'recommended' })}>
      {t('leads.empty.backToRecommended')}
    </Button>
  );
  const actions = {
    recommended: [searchMarket, categories],
    recommendedFiltered: [searchMarket, clear, categories],
    market: [categories],
    marketFiltered: [clear],
    hidden: [recommended],
    hiddenFiltered: [clear, recommended],
  }[key];
  return (
    <Card withBorder padding="xl" radius="md" ta="center">
      <Text fw={600}>{t(`leads.empty.${key}.title` as never)}</Text>
      <Text c="dimmed" size="sm" mt="xs">
        {t(`leads.empty.${key}.body` as never)}
      </Text>
      <Group justify="center" gap="sm" mt="md">
        {actions}
      </Group>
    </Card>
  );
}
