import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '~/lib/format.ts';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatPercent, ratioOf } from '../figures.ts';

export interface FunnelStep {
  key: string;
  label: string;
  value: number;
}

/**
 * The path from being seen to being chosen, as a list: each step's count, a bar against the first
 * step, and the share of the step before it. A list rather than a drawn funnel: the steps differ by
 * orders of magnitude, and a screen reader reads a list as it is.
 */
export function Funnel({ id, title, steps, lang }: { id: string; title: string; steps: FunnelStep[]; lang: string }) {
  const { t } = useTranslation('analytics');
  const top = Math.max(1, ...steps.map((s) => s.value));
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {steps.map((step, i) => {
            const share = i > 0 ? ratioOf(step.value, steps[i - 1]!.value) : null;
            return (
              <li key={step.key} data-testid={`funnel-${step.key}`}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {step.label}
                  </Text>
                  <Text size="sm" fw={700}>
                    {formatNumber(step.value, lang)}
                  </Text>
                </Group>
                <Box
                  aria-hidden="true"
                  h={10}
                  style={{
                    width: `${Math.max(step.value > 0 ? 2 : 0, (step.value / top) * 100)}%`,
                    background: 'var(--mantine-color-blue-6)',
                    borderRadius: 4,
                  }}
                />
                {i > 0 && (
                  <Text size="xs" c="dimmed">
                    {share === null ? t('funnel.noBase') : t('funnel.share', { percent: formatPercent(share, lang) })}
                  </Text>
                )}
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
