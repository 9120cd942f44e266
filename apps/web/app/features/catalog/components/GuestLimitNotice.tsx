import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { Container, Group, Paper, Stack } from '~/components/ui/layout.tsx';
import { Text, Title } from '~/components/ui/text.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';
import css from './GuestLimitNotice.module.css';

/**
 * What a guest sees past the free views of a limited page: the reason, and the `rateLimit` dialog
 * (the dialog host loads it with Mantine, inside its own scope; this page stays light).
 */
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
    <Container size="sm" className={css.page}>
      <Paper withBorder p="xl">
        <Stack>
          <Title order={1} size="h3">
            {t('limit.pageTitle')}
          </Title>
          <Text>{message}</Text>
          <Group>
            <ButtonLink to={withDirectUrl('/register', back)}>{t('limit.register')}</ButtonLink>
            <ButtonLink to={withDirectUrl('/login', back)} variant="default">
              {t('limit.login')}
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
