import { Pagination } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

/** Pages of one list among several on the dashboard (its page is the list's own state, not the URL's). */
export function Pager({ total, pageSize, page, onChange, label }: { total: number; pageSize: number; page: number; onChange: (page: number) => void; label: string }) {
  const { t } = useTranslation('affiliate');
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': control === 'previous' ? t('pager.previous') : control === 'next' ? t('pager.next') : control })}
        getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
      />
    </nav>
  );
}
