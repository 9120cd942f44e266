import { useEffect } from 'react';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';

/** What a guest sees past the free views of a limited page: the reason, and the `rateLimit` dialog. */
export function GuestLimitNotice({ message }: { message: string }) {
  const { t } = useTranslation('catalog');
  const dialog = useDialog();
  const location = useLocation();
  const back = location.pathname + location.search;
  useEffect(() => {
    dialog.open('rateLimit', {});
    // Open once when the page shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack>
          <Title order={1} size="h3">
            {t('limit.pageTitle')}
          </Title>
          <Text>{message}</Text>
          <Group>
            <Button component={Link} to={withDirectUrl('/register', back)}>
              {t('limit.register')}
            </Button>
            <Button component={Link} to={withDirectUrl('/login', back)} variant="default">
              {t('limit.login')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
