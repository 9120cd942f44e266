import { useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Container, Group, NavLink, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import { SIDEBAR_WIDTH } from '@tradelink/shared/constants/limits';
import { useSettings, writeSettings } from '~/lib/setting-store.ts';
import { CountBadge } from './CountBadge.tsx';
import { activeTabKey, type TabRoute } from './active-tab.ts';
import classes from './dashboard.module.css';

export interface DashboardTab extends TabRoute {
  /** Already translated label; otherwise `dashboard:tabs.<key>`. */
  label?: string;
  count?: number;
}

interface Props {
  title: string;
  tabs: DashboardTab[];
  switchTo?: { to: string; label: string };
  children: ReactNode;
}

/** Dashboard frame: a sidebar of tabs (230 px, collapsible to 80 px, starts full); a tab strip on phones. */
export function DashboardFrame({ title, tabs, switchTo, children }: Props) {
  const { t } = useTranslation('dashboard');
  const { pathname } = useLocation();
  // Kept across reloads in the `setting` local-storage key.
  const collapsed = useSettings().sidebarCollapsed;
  const active = activeTabKey(tabs, pathname);
  const isActive = (tab: DashboardTab) => tab.key === active;
  const strip = useRef<HTMLDivElement>(null);
  // The phone's tab strip scrolls sideways: it brings the page's tab into view (only sideways).
  useEffect(() => {
    const viewport = strip.current;
    const tab = viewport?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!viewport || !tab || viewport.clientWidth === 0) return;
    const [box, own] = [viewport.getBoundingClientRect(), tab.getBoundingClientRect()];
    viewport.scrollLeft += own.left - box.left - (box.width - own.width) / 2;
  }, [active]);

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box
          component="nav"
          aria-label={title}
          className={classes.sidebar}
          w={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.full}
          visibleFrom="md"
          data-collapsed={collapsed || undefined}
        >
          <Group justify={collapsed ? 'center' : 'space-between'} mb="sm" wrap="nowrap">
            {!collapsed && (
              <Title order={2} size="h5">
                {title}
              </Title>
            )}
            <ActionIcon variant="subtle" onClick={() => writeSettings({ sidebarCollapsed: !collapsed })} aria-label={collapsed ? t('expand') : t('collapse')} aria-expanded={!collapsed}>
              {collapsed ? '»' : '«'}
            </ActionIcon>
          </Group>
          <Stack gap={2}>
            {tabs.map((tab) => {
              const label = tab.label ?? t(`tabs.${tab.key}`);
              const link = (
                <NavLink
                  key={tab.key}
                  component={Link}
                  to={tab.to}
                  active={isActive(tab)}
                  aria-current={isActive(tab) ? 'page' : undefined}
                  label={collapsed ? <Text size="sm" ta="center" fw={600}>{label.slice(0, 2)}</Text> : label}
                  aria-label={collapsed ? label : undefined}
                  rightSection={<CountBadge count={tab.count} />}
                />
              );
              return collapsed ? (
                <Tooltip key={tab.key} label={label} position="right">
                  {link}
                </Tooltip>
              ) : (
                link
              );
            })}
          </Stack>
          {switchTo && !collapsed && (
            <Button component={Link} to={switchTo.to} variant="light" size="xs" mt="md" fullWidth>
              {switchTo.label}
            </Button>
          )}
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <ScrollArea hiddenFrom="md" mb="md" type="never" viewportRef={strip}>
            <Group gap="xs" wrap="nowrap" component="nav" aria-label={title}>
              {tabs.map((tab) => (
                <Button
                  key={tab.key}
                  component={Link}
                  to={tab.to}
                  size="xs"
                  style={{ flexShrink: 0 }}
                  variant={isActive(tab) ? 'filled' : 'default'}
                  aria-current={isActive(tab) ? 'page' : undefined}
                  rightSection={<CountBadge count={tab.count} />}>
                  {tab.label ?? t(`tabs.${tab.key}`)}
                </Button>
              ))}
            </Group>
          </ScrollArea>
          {/* Where "Skip to content" lands (PublicShell): past the header and the tabs. */}
          <div data-skip-target="" tabIndex={-1}>
            {children}
          </div>
        </Box>
      </Group>
    </Container>
  );
}
