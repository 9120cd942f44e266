import { Anchor, Button, Divider, Drawer, Group, Stack, TextInput } from '@mantine/core';
import { Form, Link, useLocation } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useMe } from '~/lib/me-store.tsx';
import { withDirectUrl } from '~/lib/direct-url.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  links: Array<{ to: string; label: string }>;
}

/**
 * The phone menu: search, the site's sections and, for guests, "Join free" and "Log in". Its own
 * module: the drawer's code loads the first time the burger is pressed.
 */
export default function MobileNav({ opened, onClose, links }: Props) {
  const { t } = useTranslation();
  const me = useMe();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const onAuthPage = ['/login', '/register'].includes(pathname);
  const authLink = (page: string) => (onAuthPage ? page : withDirectUrl(page, here));
  return (
    <Drawer opened={opened} onClose={onClose} size="80%" title={t('brand')} hiddenFrom="md" closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}>
      <Stack gap="md">
        <Form method="get" action="/search" role="search" onSubmit={onClose}>
          <TextInput name="keyword" type="text" enterKeyHint="search" aria-label={t('nav.search')} placeholder={t('nav.searchPlaceholder')} radius="xl" />
        </Form>
        {!me && (
          <Group grow gap="xs">
            <Button component={Link} to={authLink('/register')} onClick={onClose}>
              {t('auth.register')}
            </Button>
            <Button component={Link} to={authLink('/login')} variant="default" onClick={onClose}>
              {t('auth.login')}
            </Button>
          </Group>
        )}
        <Divider />
        <Stack component="nav" aria-label={t('nav.menu')}>
          {/* The AI agent is here and in the account menu (both load on demand), not in the bar:
              the light pages' first download stays within its budget (decision 035). */}
          {[...links, { to: '/ai-agent', label: t('nav.aiAgent') }].map((l) => (
            <Anchor key={l.to} component={Link} to={l.to} onClick={onClose}>
              {l.label}
            </Anchor>
          ))}
        </Stack>
      </Stack>
    </Drawer>
  );
}
