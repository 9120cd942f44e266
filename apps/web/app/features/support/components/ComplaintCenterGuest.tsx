import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { withDirectUrl } from '~/lib/direct-url.ts';

/** What a guest sees at /complaint-center: what it is for, a way to log in and come back, and contact-us for the rest. */
export function ComplaintCenterGuest() {
  const { t } = useTranslation('support');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
      <Stack>
        <Title order={2} size="h3">
          {t('center.guest.title')}
        </Title>
        <Text>{t('center.guest.body')}</Text>
        <List spacing="xs">
          <List.Item>{t('center.guest.point1')}</List.Item>
          <List.Item>{t('center.guest.point2')}</List.Item>
          <List.Item>{t('center.guest.point3')}</List.Item>
        </List>
        <Group>
          <Button component={Link} to={withDirectUrl('/login', '/complaint-center')}>
            {t('center.guest.login')}
          </Button>
        </Group>
        <Text size="sm">
          {t('center.guest.noAccount')}{' '}
          <Anchor component={Link} to="/contact-us">
            {t('center.guest.contact')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
