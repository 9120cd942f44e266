import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * Pages of a dashboard list whose page lives in the URL (`page`, absent for the first), so a page
 * can be reloaded and shared. Hidden when everything fits on one page.
 */
export function UrlPagination({ total, pageSize, page, maxPages = Infinity }: { total: number; pageSize: number; page: number; maxPages?: number }) {
  const { t } = useTranslation('catalog');
  const [, setParams] = useSearchParams();
  const pages = Math.min(maxPages, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={(p) =>
          setParams((current) => {
            if (p === 1) current.delete('page');
            else current.set('page', String(p));
            return current;
          })
        }
        getControlProps={(control) => (control === 'next' || control === 'previous' ? { 'aria-label': t(`pagination.${control}`) } : {})}
        getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }), 'aria-current': p === page ? 'page' : undefined })}
        aria-label={t('pagination.label')}
      />
    </Group>
  );
}
