import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDeferred } from '~/lib/use-deferred.ts';

const loadTooltip = () => import('./VerificationTooltip.tsx');

/** The level badge; it carries the tooltip's trigger, and is shown alone until the tooltip is wanted. */
export const VerificationBadge = forwardRef<HTMLDivElement, { level: number } & ComponentPropsWithoutRef<'div'>>(function VerificationBadge(
  { level, ...props },
  ref,
) {
  const { t } = useTranslation();
  return (
    <Badge
      ref={ref}
      color={level >= 3 ? 'teal' : level === 2 ? 'blue' : 'gray'}
      variant="light"
      tabIndex={0}
      style={{ cursor: 'help', flexShrink: 0 }}
      {...props}
    >
      {t('verification.level', { level })}
    </Badge>
  );
});

/**
 * The verification level badge with the tooltip of spec section 1 (its code loads after the page):
 * what the level means, which steps are done and, when the caller knows it, the last verification date.
 */
export function VerificationLevel({ level, lastVerifiedAt }: { level: number; lastVerifiedAt?: string | null }) {
  const { Loaded: VerificationTooltip, hadFocus, handlers } = useDeferred(loadTooltip);
  if (!VerificationTooltip) return <VerificationBadge level={level} {...handlers} />;
  return <VerificationTooltip level={level} lastVerifiedAt={lastVerifiedAt ?? null} takeFocus={hadFocus.current} />;
}
