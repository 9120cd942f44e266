import { Group, Pagination, type MantineSize } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useSearchParams } from 'react-router';

interface PagerProps {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
  /** Caps the number of pages offered (some lists stop deep paging). */
  maxPages?: number;
  /** Names the navigation when a page holds more than one paged list. */
  label?: string;
  size?: MantineSize;
}

/**
 * Pages of a list, with translated labels for every control and the current page marked for
 * screen readers. Hidden when everything fits on one page. Where the page lives (the URL, the
 * component) is the caller's business: see UrlPagination.
 */
export function Pager({ total, pageSize, page, onChange, maxPages = Infinity, label, size }: PagerProps) {
  const { t } = useTranslation('catalog');
  const pages = Math.min(maxPages, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size={size}
        getControlProps={(control) => (control === 'next' || control === 'previous' ? { 'aria-label': t(`pagination.${control}`) } : {})}
        getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }), 'aria-current': p === page ? 'page' : undefined })}
        aria-label={label ?? t('pagination.label')}
      />
    </Group>
  );
}

/**
 * Pages of a dashboard list whose page lives in the URL (`page`, absent for the first), so a page
 * can be reloaded and shared.
 */
export function UrlPagination({ total, pageSize, page, maxPages }: { total: number; pageSize: number; page: number; maxPages?: number }) {
  const [, setParams] = useSearchParams();
  return (
    <Pager
      total={total}
      pageSize={pageSize}
      page={page}
      maxPages={maxPages}
      onChange={(p) =>
        setParams((current) => {
          if (p === 1) current.delete('page');
          else current.set('page', String(p));
          return current;
        })
      }
    />
  );
}
