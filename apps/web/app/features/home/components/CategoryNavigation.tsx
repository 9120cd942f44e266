import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Anchor, Title } from '~/components/ui/text.tsx';
import { cx } from '~/components/ui/layout.tsx';
import type { TaxonomyNode } from '@tradelink/shared/reference/reference';
import css from './CategoryNavigation.module.css';

/** A category as the navigation shows it: its id, its name in the page language, its shown children. */
export interface NavCategory {
  name: string;
  category_name: string;
  children?: NavCategory[];
}

/** Leaves shown under each sub-category. */
const LEAVES = 6;

/**
 * The part of the taxonomy the navigation shows — groups, their sub-categories and the first leaves,
 * names in the page language only — so the home page's data carries a fraction of the whole tree.
 */
export function navTaxonomy(taxonomy: TaxonomyNode[]): NavCategory[] {
  const node = ({ name, category_name }: TaxonomyNode): NavCategory => ({ name, category_name });
  return taxonomy.map((group) => ({
    ...node(group),
    children: group.children.map((child) => ({ ...node(child), children: child.children.slice(0, LEAVES).map(node) })),
  }));
}

/**
 * The category navigation: top-level groups on the left, the chosen group's sub-categories on the
 * right with links to their product and supplier pages. Server-rendered with the first group open.
 */
export function CategoryNavigation({ taxonomy }: { taxonomy: NavCategory[] }) {
  const { t } = useTranslation('home');
  const [activeId, setActiveId] = useState(taxonomy[0]?.name);
  const active = taxonomy.find((n) => n.name === activeId) ?? taxonomy[0];
  const shownAtTouch = useRef<string | null | undefined>(undefined);
  return (
    <div className={css.root}>
      <nav aria-label={t('categories.title')} className={css.groups}>
        {taxonomy.map((node) => (
          <Link
            key={node.name}
            to={`/product-category/${node.name}`}
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
          </Link>
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
          <div className={css.grid}>
            {active.children?.map((child) => (
              <div key={child.name} className={css.column}>
                <Anchor to={`/product-category/${child.name}`} fw={600} size="sm" className={css.child}>
                  {child.category_name}
                </Anchor>
                {child.children?.slice(0, LEAVES).map((leaf) => (
                  <p key={leaf.name} className={css.leaf}>
                    <Anchor to={`/product-category/${leaf.name}`} size="sm" c="dimmed" className={css.target}>
                      {leaf.category_name}
                    </Anchor>
                    {/* At least 24 x 24 px: a fingertip's target (WCAG 2.2 target size). */}
                    <Anchor to={`/supplier-category/${leaf.name}`} size="xs" aria-label={`${t('categories.suppliers')}: ${leaf.category_name}`} className={css.arrow}>
                      <span aria-hidden="true">↗</span>
                    </Anchor>
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
