import { forwardRef, useRef, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDeferred } from '~/lib/use-deferred.ts';
import { loadInScope } from '~/components/layout/lazy-in-scope.tsx';
import { cx } from '~/components/ui/layout.tsx';
import badge from '~/components/ui/button.module.css';
import css from './VerificationLevel.module.css';

// The tooltip is Mantine (floating-ui): it loads with its scope only when the user reaches for the
// badge, never on idle, so light pages stay without Mantine (decision 012).
const loadTooltip = loadInScope(() => import('./VerificationTooltip.tsx'));

/** The level badge (a light-kit badge, one <span>); it carries the tooltip's trigger, and is shown alone until the tooltip is wanted. */
export const VerificationBadge = forwardRef<HTMLSpanElement, { level: number } & ComponentPropsWithoutRef<'span'>>(function VerificationBadge(
  { level, className, ...props },
  ref,
) {
  const { t } = useTranslation();
  const color = level >= 3 ? badge.teal : level === 2 ? badge.blue : badge.gray;
  return (
    <span ref={ref} tabIndex={0} className={cx(badge.badge, badge.light, color, css.badge, className)} {...props}>
      {t('verification.level', { level })}
    </span>
  );
});

/**
 * The verification level badge with the tooltip of spec section 1 (its code loads when wanted):
 * what the level means, which steps are done and, when the caller knows it, the last verification date.
 */
export function VerificationLevel({ level, lastVerifiedAt }: { level: number; lastVerifiedAt?: string | null }) {
  const { Loaded: VerificationTooltip, opening, hadFocus, handlers } = useDeferred(loadTooltip, { idle: false });
  // Whether the pointer is still over the placeholder when the tooltip arrives: the hover (or the
  // focus, or the tap) that loaded it then opens it at once instead of needing a second one.
  const hovered = useRef(false);
  if (!VerificationTooltip) {
    const track = {
      onPointerEnter: () => {
        hovered.current = true;
        handlers.onPointerEnter();
      },
      onPointerLeave: () => {
        hovered.current = false;
      },
    };
    return <VerificationBadge level={level} {...handlers} {...track} />;
  }
  return (
    <VerificationTooltip
      level={level}
      lastVerifiedAt={lastVerifiedAt ?? null}
      takeFocus={hadFocus.current}
      initiallyOpen={opening || hadFocus.current || hovered.current}
    />
  );
}
