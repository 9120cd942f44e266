import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon, Badge, Box, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { bellBadge } from '../bell-badge.ts';

type Props = ComponentPropsWithoutRef<'button'> & { count: number | undefined };

/**
 * The header's bell: named "Notifications" whatever the count (browser tests find it by that name);
 * the unread count is its description, and the badge beside it is for the eyes only.
 */
export const BellButton = forwardRef<HTMLButtonElement, Props>(function BellButton({ count, ...props }, ref) {
  const { t } = useTranslation('notifications');
  const descriptionId = useId();
  const badge = bellBadge(count);
  return (
    <Box pos="relative" style={{ display: 'inline-flex' }}>
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="dark"
        size="lg"
        radius="xl"
        aria-label={t('bell.label')}
        aria-haspopup="dialog"
        aria-describedby={badge ? descriptionId : undefined}
        {...props}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
      </ActionIcon>
      {badge && (
        <>
          <Badge size="xs" color="red" variant="filled" pos="absolute" top={-2} right={-4} px={4} style={{ pointerEvents: 'none' }} aria-hidden="true">
            {badge}
          </Badge>
          <VisuallyHidden id={descriptionId}>{t('bell.unread', { count })}</VisuallyHidden>
        </>
      )}
    </Box>
  );
});
