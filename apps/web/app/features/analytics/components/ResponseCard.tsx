import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SupplierReport } from '@tradelink/shared/analytics/supplier-report';
import { useTranslation } from '~/lib/use-translation.tsx';
import { durationParts, formatPercent } from '../figures.ts';

/** "2 h 15 min", "45 min", "3 d 4 h" in the page language. */
export function useDuration() {
  const { t } = useTranslation('analytics');
  return (minutes: number) => {
    const { days, hours, minutes: mins } = durationParts(minutes);
    if (days > 0) return t('duration.days', { days, hours });
    if (hours > 0) return t('duration.hours', { hours, minutes: mins });
    return t('duration.minutes', { count: mins });
  };
}

type Response = SupplierReport['response'];

/** How the supplier answers buyers, against the median of the suppliers of its main category. */
export function ResponseCard({ response, lang }: { response: Response; lang: string }) {
  const { t } = useTranslation('analytics');
  const duration = useDuration();
  const category = response.category;
  const rate = response.response_rate.value;
  const time = response.avg_first_response_minutes.value;
  const compare = (mine: number | null, median: number | null, lowerIsBetter: boolean) => {
    if (mine === null || median === null) return null;
    if (mine === median) return <Badge variant="light" color="gray">{t('response.atMedian')}</Badge>;
    const better = lowerIsBetter ? mine < median : mine > median;
    return (
      <Badge variant="light" color={better ? 'teal' : 'orange'}>
        {t(better ? 'response.better' : 'response.worse')}
      </Badge>
    );
  };
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="response-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="response-title">
          {t('response.title')}
        </Title>
        {response.received === 0 ? (
          <Text c="dimmed" size="sm">
            {t('response.none')}
          </Text>
        ) : (
          <Text size="sm">{t('response.received', { answered: response.answered, received: response.received })}</Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4} data-testid="response-rate">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('response.rate')}
            </Text>
            <Group gap="xs">
              <Text fw={700} size="xl">
                {rate === null ? t('kpi.none') : formatPercent(rate, lang)}
              </Text>
              {category && compare(rate, category.response_rate, false)}
            </Group>
            <Text size="xs" c="dimmed">
              {t('kpi.previous', { value: response.response_rate.previous === null ? t('kpi.none') : formatPercent(response.response_rate.previous, lang) })}
            </Text>
            {category && (
              <Text size="xs" c="dimmed">
                {t('response.median', { value: category.response_rate === null ? t('kpi.none') : formatPercent(category.response_rate, lang) })}
              </Text>
            )}
          </Stack>
          <Stack gap={4} data-testid="response-time">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('response.time')}
            </Text>
            <Group gap="xs">
              <Text fw={700} size="xl">
                {time === null ? t('kpi.none') : duration(time)}
              </Text>
              {category && compare(time, category.avg_first_response_minutes, true)}
            </Group>
            <Text size="xs" c="dimmed">
              {t('kpi.previous', { value: response.avg_first_response_minutes.previous === null ? t('kpi.none') : duration(response.avg_first_response_minutes.previous) })}
            </Text>
            {category && (
              <Text size="xs" c="dimmed">
                {t('response.median', { value: category.avg_first_response_minutes === null ? t('kpi.none') : duration(category.avg_first_response_minutes) })}
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {category ? t('response.compared', { count: category.suppliers, category: category.name }) : t('response.noCategory')}
        </Text>
      </Stack>
    </Paper>
  );
}
