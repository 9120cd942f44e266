import { lazy, Suspense, useState } from 'react';
import { Anchor, Box, Burger, Container, Group, Image, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Form, Link } from 'react-router';
import { LazyNotificationBell } from '~/features/notification/components/LazyNotificationBell.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';
import classes from './layout.module.css';

const MobileNav = lazy(() => import('./MobileNav.tsx'));

/** Header: 60 px on desktop, 52 px on phones (CSS). Search submits to /search?keyword=. */
export function AppHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mounted from the first press on: public pages do not download the drawer up front.
  const [wanted, setWanted] = useState(false);
  const links = [
    { to: '/suppliers', label: t('nav.suppliers') },
    { to: '/buyers', label: t('nav.buyers') },
    { to: '/quick-rfq', label: t('nav.postRfq') },
    { to: '/membership-pricing', label: t('nav.pricing') },
  ];
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={() => {
                setWanted(true);
                toggle();
              }}
              hiddenFrom="md"
              size="sm"
              aria-label={opened ? t('nav.closeMenu') : t('nav.menu')}
            />
            <Anchor component={Link} to="/" aria-label={t('brand')} className={classes.logo}>
              <Image src="/images/logo.svg" alt={t('brand')} w={120} h={24} fit="contain" />
            </Anchor>
            <Group gap="md" visibleFrom="md" component="nav" aria-label={t('nav.menu')}>
              {links.map((l) => (
                <Anchor key={l.to} component={Link} to={l.to} c="dark" size="sm" fw={500}>
                  {l.label}
                </Anchor>
              ))}
            </Group>
          </Group>
          <Form method="get" action="/search" role="search" className={classes.search}>
            <TextInput name="keyword" aria-label={t('nav.search')} placeholder={t('nav.searchPlaceholder')} size="sm" radius="xl" />
          </Form>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher />
            <LazyNotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </Container>
      {wanted && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={close} links={links} />
        </Suspense>
      )}
    </Box>
  );
}
