import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

const POINTS = ['links', 'commission', 'payouts'] as const;

/** What the programme offers, above the application for anyone who is not a Partner yet. */
export function ProgrammePitch() {
  const { t } = useTranslation('affiliate');
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('pitch.title')}
      </Title>
      <Text>{t('pitch.intro')}</Text>
      <List spacing={4} size="sm">
        {POINTS.map((point) => (
          <List.Item key={point}>{t(`pitch.points.${point}`)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
