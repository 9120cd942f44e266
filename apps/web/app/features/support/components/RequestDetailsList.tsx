import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

/** Details whose stored value is a list key, shown with its translated label. */
const VALUE_LISTS: Record<string, string> = { purpose: 'purposes', category: 'categories', removal_type: 'removalTypes' };

/** A request's kind-specific fields (category, item, company, payment reference …), labelled. */
export function RequestDetailsList({ details }: { details: Record<string, string> }) {
  const { t } = useTranslation('support');
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
      {entries.map(([key, value]) => (
        <div key={key}>
          <Text component="dt" size="xs" c="dimmed">
            {t(`details.${key}`, { defaultValue: key })}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {VALUE_LISTS[key] ? t(`${VALUE_LISTS[key]}.${value}`, { defaultValue: value }) : value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
