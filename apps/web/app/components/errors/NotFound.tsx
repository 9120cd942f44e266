import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text fz={64} fw={800} c="blue.7" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Group>
          <Button component={Link} to="/">
            {t('notFound.goHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
