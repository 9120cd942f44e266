import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

/** The honest state of a dashboard tab whose feature is not built yet: no fake data. */
export function ComingSoon({ feature }: { feature: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl" radius="md">
      <Center mih={240}>
        <Stack align="center" gap="xs" ta="center" maw={420}>
          <Title order={1} size="h3">
            {t('comingSoon.title')}
          </Title>
          <Text c="dimmed">{t('comingSoon.body', { feature })}</Text>
        </Stack>
      </Center>
    </Paper>
  );
}
