import { Button, Container, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/intro';
import { useMe } from '~/lib/me-store.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'products:quick.title');

const STEPS = ['step1', 'step2', 'step3'] as const;

/** `/quick-product-posting`: what the one-screen posting asks for, and the way in for guests. */
export default function QuickProductIntro() {
  const { t } = useTranslation('products');
  const me = useMe();
  const start = '/quick-product-posting/create';
  return (
    <Container size="lg" py="xl">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack>
          <Title order={1}>{t('quick.title')}</Title>
          <Text size="lg">{t('quick.subtitle')}</Text>
          <List spacing="xs">
            <List.Item>{t('quick.point1')}</List.Item>
            <List.Item>{t('quick.point2')}</List.Item>
            <List.Item>{t('quick.point3')}</List.Item>
          </List>
          <Group>
            {me ? (
              <Button size="md" component={Link} to={start}>
                {t('quick.start')}
              </Button>
            ) : (
              <>
                <Button size="md" component={Link} to={`${withDirectUrl('/register', start)}&acc-type=Seller`}>
                  {t('quick.register')}
                </Button>
                <Button size="md" variant="default" component={Link} to={withDirectUrl('/login', start)}>
                  {t('quick.login')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          <Stack>
            {STEPS.map((step, i) => (
              <Group key={step} wrap="nowrap" align="flex-start">
                <ThemeIcon radius="xl" size="lg">
                  {i + 1}
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(`quick.${step}Title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`quick.${step}Body`)}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
