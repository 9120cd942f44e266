import { useLoaderData, useLocation } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { Container, Group, Paper, Stack } from '~/components/ui/layout.tsx';
import { Text, Title } from '~/components/ui/text.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';
import css from './GuestLimitNotice.module.css';
import { formatTime } from '~/lib/format.ts';

/** When the guest's window ends, from the limited page's loader (lib/limited-loader.server.ts). */
function useResetAt(): string | null {
  const loaded: unknown = useLoaderData();
  const resetAt = loaded && typeof loaded === 'object' && 'resetAt' in loaded ? loaded.resetAt : null;
  return typeof resetAt === 'string' ? resetAt : null;
}

/**
 * What a guest sees past the free views of a limited page: one message on the page itself (no
 * dialog repeating it), saying when the views come back and that pages already opened stay open,
 * with sign-up and log-in. The hour is shown in the browser's own clock, so only once hydrated
 * (the server cannot know the visitor's time zone for its HTML).
 */
export function GuestLimitNotice({ message }: { message: string }) {
  const { t, i18n } = useTranslation('catalog');
  const location = useLocation();
  const resetAt = useResetAt();
  const hydrated = useHydrated();
  const back = location.pathname + location.search;
  const time = resetAt && hydrated ? formatTime(resetAt, i18n.language) : null;
  return (
    <Container size="sm" className={css.page}>
      <Paper withBorder p="xl">
        <Stack>
          <Title order={1} size="h3">
            {t('limit.pageTitle')}
          </Title>
          <Text>{message}</Text>
          <Text c="dimmed" size="sm">
            {time ? `${t('limit.resetsAt', { time })} ` : ''}
            {t('limit.seenStayOpen')}
          </Text>
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
