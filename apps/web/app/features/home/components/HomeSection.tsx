import type { ReactNode } from 'react';
import { Anchor, Box, Container, Group, Title } from '@mantine/core';
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
      {/* Native scrolling (touch, trackpad, keyboard once focused) with snapping between cards. */}
      <Box tabIndex={0} style={{ overflowX: 'auto', scrollSnapType: 'x proximity', overscrollBehaviorX: 'contain' }}>
        <Group gap="md" wrap="nowrap" align="stretch" pb="xs">
          {children.map((child, i) => (
            <Box key={i} w={itemWidth} style={{ flexShrink: 0, scrollSnapAlign: 'start' }}>
              {child}
            </Box>
          ))}
        </Group>
      </Box>
    </Container>
  );
}
