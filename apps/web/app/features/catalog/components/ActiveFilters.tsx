import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { FILTER_PARAMS, withParams } from '../search-params.ts';
import { activeFilters } from '../active-filters.ts';
import css from './ActiveFilters.module.css';

/**
 * The filters in force as chips above the results, each removable, with "Clear all". They stay
 * when a combination leaves no results: that is when a visitor needs to see what to take away.
 * Links, so they work before hydration and keep the keyword, tab and sort.
 */
export default function ActiveFilters({ categoryName, fixedCategory }: { categoryName: string | null; fixedCategory: boolean }) {
  const { t, i18n } = useTranslation('catalog');
  const [params] = useSearchParams();
  const filters = activeFilters(params, t, i18n.language, categoryName, fixedCategory);
  if (!filters.length) return null;
  const clearAll = Object.fromEntries(FILTER_PARAMS.filter((p) => !(fixedCategory && p === 'category_id')).map((p) => [p, null]));
  return (
    <div className={css.bar}>
      <h2 className={css.title}>{t('filters.active')}</h2>
      <ul className={css.chips}>
        {filters.map((f) => (
          <li key={f.key} className={css.chip}>
            <span>{f.label}</span>
            <Link to={withParams(params, f.remove)} preventScrollReset className={css.remove} aria-label={t('filters.remove', { label: f.label })}>
              <svg viewBox="0 0 15 15" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M11.78 4.03a.5.5 0 0 0-.7-.7L7.5 6.79 3.93 3.22a.5.5 0 0 0-.7.7L6.79 7.5l-3.57 3.57a.5.5 0 0 0 .7.7L7.5 8.21l3.57 3.57a.5.5 0 0 0 .7-.7L8.21 7.5l3.57-3.47Z"
                />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={withParams(params, clearAll)} preventScrollReset className={css.clear}>
        {t('filters.clearAll')}
      </Link>
    </div>
  );
}
