import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

/** The report's shape while it loads: figure tiles, a chart and a table. */
export function ReportSkeleton() {
  const { t } = useTranslation('analytics');
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('loading')} data-testid="report-skeleton">
      <SimpleGrid type="container" cols={{ base: 2, '600px': 3, '900px': 5 }} spacing="sm">
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} h={92} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={290} radius="md" />
      <Skeleton h={220} radius="md" />
    </Stack>
  );
}
