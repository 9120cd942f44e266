import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

/**
 * What a Partner sees on /business/affiliate. For now an honest placeholder: the partner dashboard
 * (links, figures, commissions, payouts) is built separately and replaces this component.
 */
export function PartnerArea() {
  const { t } = useTranslation('affiliate');
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('partner.title')}
        </Title>
        <Text>{t('partner.welcome')}</Text>
        <Text c="dimmed">{t('partner.building')}</Text>
      </Stack>
    </Paper>
  );
}
