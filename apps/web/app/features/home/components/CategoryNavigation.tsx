import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Anchor, Title } from '~/components/ui/text.tsx';
import { cx } from '~/components/ui/layout.tsx';
import { AppLink } from '~/components/ui/app-link.tsx';
import { LEAVES, type NavCategory } from '../nav-taxonomy.ts';
import css from './CategoryNavigation.module.css';

/**
 * The category navigation: top-level groups on the left, the chosen group's sub-categories on the
 * right with links to their product and supplier pages. Server-rendered with the first group open.
 */
export function CategoryNavigation({ taxonomy }: { taxonomy: NavCategory[] }) {
  const { t } = useTranslation('home');
  // The page brings the first group's panel; the others come with the whole navigation, fetched
  // once when the visitor reaches for the groups (or chooses one before that finished).
  const [groups, setGroups] = useState(taxonomy);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [activeId, setActiveId] = useState(taxonomy[0]?.name);
  const active = groups.find((n) => n.name === activeId) ?? groups[0];
  const shownAtTouch = useRef<string | null | undefined>(undefined);
  const complete = groups.every((group) => group.children);
  const loadAll = () => {
    if (complete || state === 'loading') return;
    setState('loading');
    import('../api/load-nav-taxonomy.ts')
      .then((m) => m.loadNavTaxonomy())
      .then((all) => {
        setGroups(all);
        setState('idle');
      })
      .catch(() => setState('failed'));
  };
  const needsPanel = Boolean(active && !active.children);
  // A group chosen before the navigation arrived (keyboard, touch) asks for it too.
  useEffect(() => {
    if (needsPanel && state === 'idle') loadAll();
  });
  return (
    <div className={css.root}>
      <nav aria-label={t('categories.title')} className={css.groups} onPointerEnter={loadAll} onFocus={loadAll}>
        {groups.map((node) => (
          <AppLink
            key={node.name}
            to={`/product-category/${node.name}`}
            discover="none"
            className={cx(css.group, node.name === active?.name && css.active)}
            aria-current={node.name === active?.name ? 'true' : undefined}
            onMouseEnter={() => setActiveId(node.name)}
            onFocus={() => setActiveId(node.name)}
            // A touch has no hover to preview with: the first tap on a group shows its
            // sub-categories, the next one (or the panel's links) opens its pages. Recorded as the
            // touch begins, before the browser's emulated hover and focus change the group.
            onPointerDown={(e) => (shownAtTouch.current = e.pointerType === 'touch' ? (active?.name ?? null) : undefined)}
            onClick={(e) => {
              if (shownAtTouch.current !== undefined && shownAtTouch.current !== node.name) {
                e.preventDefault();
                setActiveId(node.name);
              }
              shownAtTouch.current = undefined;
            }}
          >
            {node.category_name}
          </AppLink>
        ))}
      </nav>
      {active && (
        <div className={css.panel}>
          <div className={css.head}>
            <Title order={3} size="h4">
              {active.category_name}
            </Title>
            <p className={css.links}>
              <Anchor to={`/product-category/${active.name}`} size="sm" className={css.target}>
                {t('categories.products')}
              </Anchor>
              <Anchor to={`/supplier-category/${active.name}`} size="sm" className={css.target}>
                {t('categories.suppliers')}
              </Anchor>
            </p>
          </div>
          {!active.children && (
            <p className={css.status} role="status">
              {state === 'failed' ? t('categories.failed') : t('categories.loading')}
            </p>
          )}
          {/* The panel's many links are plain, one class each, and not announced for route discovery
              (the two above discover the category routes): together a tenth of the home page's HTML. */}
          <div className={css.grid}>
            {active.children?.map((child) => (
              <div key={child.name} className={css.column}>
                <AppLink to={`/product-category/${child.name}`} discover="none" className={css.child}>
                  {child.category_name}
                </AppLink>
                {child.children?.slice(0, LEAVES).map((leaf) => (
                  <p key={leaf.name} className={css.leaf}>
                    <AppLink to={`/product-category/${leaf.name}`} discover="none" className={css.leafLink}>
                      {leaf.category_name}
                    </AppLink>
                    {/* At least 24 x 24 px: a fingertip's target (WCAG 2.2 target size). */}
                    <AppLink to={`/supplier-category/${leaf.name}`} discover="none" aria-label={`${t('categories.suppliers')}: ${leaf.category_name}`} className={css.arrow}>
                      <span aria-hidden="true">↗</span>
                    </AppLink>
                  </p>
                ))}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
