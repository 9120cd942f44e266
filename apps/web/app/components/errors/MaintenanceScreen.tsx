import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

/** The screen for an uncaught render error: an upgrade in progress, with a reload and a way home. */
export function MaintenanceScreen() {
  const { t } = useTranslation();
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1}>{t('errorScreen.title')}</Title>
        <Text c="dimmed">{t('errorScreen.body')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('errorScreen.tryAgain')}</Button>
          <Button variant="default" component="a" href="/">
            {t('errorScreen.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
