import { useTranslation } from '~/lib/use-translation.tsx';
import { Anchor } from './text.tsx';
import css from './breadcrumbs.module.css';

/**
 * Where a page sits: an ordered list (screen readers say "list, n items") of links, closed by the
 * page itself as the current crumb. Links are 24 px tall targets; separators are not read out.
 */
export function Breadcrumbs({ trail, current }: { trail: { key: string | number; label: string; to: string }[]; current: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className={css.crumbs}>
        {trail.map((c) => (
          <li key={c.key}>
            <Anchor to={c.to} size="sm" className={css.crumb}>
              {c.label}
            </Anchor>
            <span className={css.sep} aria-hidden="true">
              ›
            </span>
          </li>
        ))}
        <li>
          <span className={css.current} aria-current="page">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
