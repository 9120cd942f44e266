import { useState } from 'react';
import { Anchor, Box, Group, NavLink, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { TaxonomyNode } from '@tradelink/shared/reference/reference';

/**
 * The category navigation: top-level groups on the left, the chosen group's sub-categories on the
 * right with links to their product and supplier pages. Server-rendered with the first group open.
 */
export function CategoryNavigation({ taxonomy }: { taxonomy: TaxonomyNode[] }) {
  const { t } = useTranslation('home');
  const [activeId, setActiveId] = useState(taxonomy[0]?.name);
  const active = taxonomy.find((n) => n.name === activeId) ?? taxonomy[0];
  return (
    <Group align="flex-start" wrap="nowrap" gap="lg">
      <Stack gap={0} w={{ base: 160, sm: 260 }} component="nav" aria-label={t('categories.title')} style={{ flexShrink: 0 }}>
        {taxonomy.map((node) => (
          <NavLink
            key={node.name}
            component={Link}
            to={`/product-category/${node.name}`}
            label={node.category_name}
            active={node.name === active?.name}
            onMouseEnter={() => setActiveId(node.name)}
            onFocus={() => setActiveId(node.name)}
          />
        ))}
      </Stack>
      {active && (
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" mb="sm">
            <Title order={3} size="h4">
              {active.category_name}
            </Title>
            <Group gap="md">
              <Anchor component={Link} to={`/product-category/${active.name}`} size="sm">
                {t('categories.products')}
              </Anchor>
              <Anchor component={Link} to={`/supplier-category/${active.name}`} size="sm">
                {t('categories.suppliers')}
              </Anchor>
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {active.children.map((child) => (
              <Stack key={child.name} gap={4}>
                <Anchor component={Link} to={`/product-category/${child.name}`} fw={600} size="sm" c="dark">
                  {child.category_name}
                </Anchor>
                {child.children.slice(0, 6).map((leaf) => (
                  <Group key={leaf.name} gap={6} wrap="nowrap">
                    <Anchor component={Link} to={`/product-category/${leaf.name}`} size="sm" c="dimmed">
                      {leaf.category_name}
                    </Anchor>
                    <Anchor
                      component={Link}
                      to={`/supplier-category/${leaf.name}`}
                      size="xs"
                      aria-label={`${t('categories.suppliers')}: ${leaf.category_name}`}
                      // At least 24 x 24 px: a fingertip's target (WCAG 2.2 target size).
                      style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: 24, minHeight: 24 }}
                    >
                      <span aria-hidden="true">↗</span>
                    </Anchor>
                  </Group>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Group>
  );
}
