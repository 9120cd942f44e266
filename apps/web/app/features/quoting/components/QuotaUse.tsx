import { Progress, Stack, Text, type MantineSpacing } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

/** "N of M quotations used this month", with a bar that turns orange near the end and red at it. */
export function QuotaUse({ used, limit, mb }: { used: number; limit: number; mb?: MantineSpacing }) {
  const { t } = useTranslation('quoting');
  const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const color = used >= limit ? 'red' : share >= 80 ? 'orange' : 'blue';
  const label = t('quota.used', { count: used, limit });
  return (
    <Stack gap={4} mb={mb} maw={360}>
      <Text size="sm">{label}</Text>
      <Progress value={share} color={color} size="sm" aria-label={label} />
    </Stack>
  );
}
