import type { ReactNode } from 'react';
import { Anchor, Title } from '~/components/ui/text.tsx';
import { Container, cx } from '~/components/ui/layout.tsx';
import css from './HomeSection.module.css';

// Card widths as classes (no inline styles); other widths fall back to the default.
const WIDTHS: Record<number, string | undefined> = { 220: css.w220, 300: css.w300, 320: css.w320 };

/** A home page row: a heading with a "see all" link, and its items in a horizontal scroller. */
export function HomeSection({
  id,
  title,
  seeAll,
  seeAllLabel,
  children,
  itemWidth = 220,
  onReach,
  loading,
}: {
  id?: string;
  title: string;
  seeAll: string;
  seeAllLabel: string;
  children: ReactNode[];
  itemWidth?: number;
  /** The visitor reaches for the row (its later cards are loaded then). */
  onReach?: () => void;
  /** Its later cards are on their way: said at the row's end. */
  loading?: string | null;
}) {
  return (
    <Container component="section" id={id} aria-label={title} className={css.section}>
      <div className={css.head}>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Anchor to={seeAll} size="sm" className={css.seeAll}>
          {seeAllLabel}
        </Anchor>
      </div>
      {/* Native scrolling (touch, trackpad, keyboard once focused) with snapping between cards.
          The cards are the scroller's own children: no wrapper per card. */}
      <div
        tabIndex={0}
        className={cx(css.scroller, WIDTHS[itemWidth] ?? css.w220)}
        onPointerEnter={onReach}
        onTouchStart={onReach}
        onFocus={onReach}
        onScroll={onReach}
      >
        {children}
        {loading && (
          <p role="status" className={css.loading}>
            {loading}
          </p>
        )}
      </div>
    </Container>
  );
}
