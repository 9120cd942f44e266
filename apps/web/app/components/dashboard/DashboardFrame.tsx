import { useState, type ReactNode } from 'react';
import { ActionIcon, Box, Button, Container, Group, NavLink, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import { SIDEBAR_WIDTH } from '@tradelink/shared/constants/limits';
import { CountBadge } from './CountBadge.tsx';
import classes from './dashboard.module.css';

export interface DashboardTab {
  key: string;
  to: string;
  /** Already translated label; otherwise `dashboard:tabs.<key>`. */
  label?: string;
  count?: number;
  /** Also active on these path prefixes. */
  match?: string[];
  /** Active only on `to` itself, not on the paths below it (a section's home tab). */
  exact?: boolean;
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
  const [collapsed, setCollapsed] = useState(false);
  const isActive = (tab: DashboardTab) =>
    tab.exact ? pathname === tab.to : [tab.to, ...(tab.match ?? [])].some((p) => pathname === p || pathname.startsWith(`${p}/`));

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
            <ActionIcon variant="subtle" onClick={() => setCollapsed((c) => !c)} aria-label={collapsed ? t('expand') : t('collapse')} aria-expanded={!collapsed}>
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
          <ScrollArea hiddenFrom="md" mb="md" type="never">
            <Group gap="xs" wrap="nowrap" component="nav" aria-label={title}>
              {tabs.map((tab) => (
                <Button key={tab.key} component={Link} to={tab.to} size="xs" style={{ flexShrink: 0 }} variant={isActive(tab) ? 'filled' : 'default'} rightSection={<CountBadge count={tab.count} />}>
                  {tab.label ?? t(`tabs.${tab.key}`)}
                </Button>
              ))}
            </Group>
          </ScrollArea>
          {children}
        </Box>
      </Group>
    </Container>
  );
}
