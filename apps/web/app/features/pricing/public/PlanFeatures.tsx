import { Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { BENEFITS_BY_PLAN, PLAN_BENEFITS, PLAN_QUOTAS, type PlanName } from '@tradelink/shared/constants/plans';
import { formatNumber } from '~/lib/format.ts';
import { QUOTA_ROWS } from './pricing-table.ts';

/**
 * A plan's benefit rows (a tick or a cross, read out as "Included" / "Not included") and what it
 * grants each month. Every card lists every benefit, so plans compare row by row.
 */
export function PlanBenefits({ plan }: { plan: PlanName }) {
  const { t } = useTranslation('pricing');
  const included = BENEFITS_BY_PLAN[plan];
  return (
    <List spacing={6} size="sm" listStyleType="none" aria-label={t('table.benefitsTitle')} styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
      {PLAN_BENEFITS.map((benefit) => {
        const has = included.includes(benefit);
        return (
          <List.Item
            key={benefit}
            icon={
              <Text span c={has ? 'teal.7' : 'gray.5'} fw={700} aria-hidden>
                {has ? '✓' : '✕'}
              </Text>
            }
          >
            <Text span size="sm" c={has ? undefined : 'dimmed'}>
              <VisuallyHidden>{has ? t('table.included') : t('table.notIncluded')}: </VisuallyHidden>
              {t(`shared.benefits.${benefit}`)}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * What a plan grants each month (unused units do not roll over). The one quota list of the plans:
 * the pricing cards, the payment dialog, the checkout's order summary and the thank-you page.
 */
export function PlanQuotaRows({ plan, title }: { plan: PlanName; title?: string }) {
  const { t, i18n } = useTranslation('pricing');
  const quotas = PLAN_QUOTAS[plan];
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {title ?? t('table.quotasTitle')}
      </Text>
      <dl style={{ margin: 0 }}>
        {QUOTA_ROWS.map((quota) => (
          <Group key={quota} justify="space-between" wrap="nowrap" gap="xs" py={2}>
            <Text component="dt" size="sm">
              {t(`shared.quotas.${quota}`)}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0} style={{ whiteSpace: 'nowrap' }}>
              {quotas[quota] > 0 ? formatNumber(quotas[quota], i18n.language) : t('table.quotaNone')}
            </Text>
          </Group>
        ))}
      </dl>
    </Stack>
  );
}
