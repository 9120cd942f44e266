import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, ScrollArea, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A home page row: a heading with a "see all" link, and its items in a horizontal scroller. */
export function HomeSection({ title, seeAll, seeAllLabel, children, itemWidth = 220 }: { title: string; seeAll: string; seeAllLabel: string; children: ReactNode[]; itemWidth?: number }) {
  return (
    <Container size="xl" py="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Anchor component={Link} to={seeAll} size="sm">
          {seeAllLabel}
        </Anchor>
      </Group>
      <ScrollArea type="hover" offsetScrollbars>
        <Group gap="md" wrap="nowrap" align="stretch" pb="xs">
          {children.map((child, i) => (
            <Box key={i} w={itemWidth} style={{ flexShrink: 0 }}>
              {child}
            </Box>
          ))}
        </Group>
      </ScrollArea>
    </Container>
  );
}
