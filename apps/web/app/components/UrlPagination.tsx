import { Fragment, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { cx } from '~/components/ui/layout.tsx';
import css from './UrlPagination.module.css';

// Pages without Mantine (decision 012): the search and listing pages use these, dashboards too.

type Item = number | 'dots';

/** The pages offered around `page`, as Mantine's Pagination does (one sibling, one boundary). */
export function pageRange(page: number, pages: number): Item[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pages <= 7) return range(1, pages);
  const left = Math.max(page - 1, 1);
  const right = Math.min(page + 1, pages - 1);
  const leftDots = left > 3;
  const rightDots = right < pages - 2;
  if (!leftDots) return [...range(1, 5), 'dots', pages];
  if (!rightDots) return [1, 'dots', ...range(pages - 4, pages)];
  return [1, 'dots', ...range(left, right), 'dots', pages];
}

const ICONS = {
  previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
  next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
  dots: 'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z',
};

const Icon = ({ name }: { name: keyof typeof ICONS }) => (
  <svg viewBox="0 0 16 16" className={css.icon} aria-hidden="true">
    <path d={ICONS[name]} fill="currentColor" />
  </svg>
);

interface ControlsProps {
  pages: number;
  page: number;
  /** Each page's control: a link (`href`) or a button (`onSelect`). */
  href?: (page: number) => string;
  onSelect?: (page: number) => void;
  label?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** Previous, the pages (with dots for gaps) and next; out-of-range arrows are disabled buttons, as in Mantine. */
function PageControls({ pages, page, href, onSelect, label, size, className }: ControlsProps) {
  const { t } = useTranslation('catalog');
  const control = (target: number, content: ReactNode, props: { 'aria-label': string; 'aria-current'?: 'page'; className?: string }) => {
    const classes = cx(css.control, props.className);
    if (target < 1 || target > pages) return <button type="button" disabled {...props} className={classes}>{content}</button>;
    if (href) return <Link to={href(target)} {...props} className={classes}>{content}</Link>;
    return <button type="button" onClick={() => onSelect?.(target)} {...props} className={classes}>{content}</button>;
  };
  return (
    <nav aria-label={label ?? t('pagination.label')} className={cx(css.root, size === 'sm' && css.sm, className)}>
      {control(page - 1, <Icon name="previous" />, { 'aria-label': t('pagination.previous'), className: css.edge })}
      {pageRange(page, pages).map((item, index) =>
        item === 'dots' ? (
          <span key={`dots-${index}`} className={css.dots}>
            <Icon name="dots" />
          </span>
        ) : (
          <Fragment key={item}>
            {control(item, item, { 'aria-label': t('pagination.page', { page: item }), 'aria-current': item === page ? 'page' : undefined, className: item === page ? css.active : undefined })}
          </Fragment>
        ),
      )}
      {control(page + 1, <Icon name="next" />, { 'aria-label': t('pagination.next'), className: css.edge })}
    </nav>
  );
}

interface PagerProps {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** Caps the number of pages offered (some lists stop deep paging). */
  maxPages?: number;
  /** Names the navigation when a page holds more than one paged list. */
  label?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * Pages of a list kept in a component's state, with translated labels for every control and the
 * current page marked for screen readers. Hidden when everything fits on one page. Lists whose page
 * lives in the URL use UrlPagination.
 */
export function Pager({ total, pageSize, page, onChange, maxPages = Infinity, label, size }: PagerProps) {
  const pages = Math.min(maxPages, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return <PageControls pages={pages} page={page} onSelect={onChange} label={label} size={size === 'xs' || size === 'sm' ? 'sm' : 'md'} />;
}

/**
 * Pages of a list whose page lives in the URL (`page`, absent for the first), so a page can be
 * reloaded and shared: real links, which work before hydration and without JavaScript.
 */
export function UrlPagination({ total, pageSize, page, maxPages = Infinity, className }: { total: number; pageSize: number; page: number; maxPages?: number; className?: string }) {
  const { search } = useLocation();
  const pages = Math.min(maxPages, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(search);
    if (p === 1) next.delete('page');
    else next.set('page', String(p));
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  return <PageControls pages={pages} page={page} href={href} className={className} />;
}
