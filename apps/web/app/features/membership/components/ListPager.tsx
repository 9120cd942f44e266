import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Pages of a list kept in the component (two lists share the membership page, so not in the URL). */
export function ListPager({ total, pageSize, page, onChange, label }: { total: number; pageSize: number; page: number; onChange: (page: number) => void; label: string }) {
  const { t } = useTranslation('catalog');
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => (control === 'next' || control === 'previous' ? { 'aria-label': t(`pagination.${control}`) } : {})}
        getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }), 'aria-current': p === page ? 'page' : undefined })}
        aria-label={label}
      />
    </Group>
  );
}
