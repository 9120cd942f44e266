import type { TaxonomyNode } from '@tradelink/shared/reference/reference';

/** A category as the navigation shows it: its id, its name in the page language, its shown children. */
export interface NavCategory {
  name: string;
  category_name: string;
  /** Absent: not brought by the page (loaded when the group is chosen). */
  children?: NavCategory[];
}

/** Leaves shown under each sub-category. */
export const LEAVES = 6;

/**
 * The part of the taxonomy the navigation shows — groups, their sub-categories and the first leaves,
 * names in the page language only. `firstOnly`: the other groups without their panels, which the
 * browser fetches when one is chosen (the home page's HTML carries a fraction of the tree).
 */
export function navTaxonomy(taxonomy: TaxonomyNode[], { firstOnly = false } = {}): NavCategory[] {
  const node = ({ name, category_name }: TaxonomyNode): NavCategory => ({ name, category_name });
  return taxonomy.map((group, i) =>
    firstOnly && i > 0
      ? node(group)
      : { ...node(group), children: group.children.map((child) => ({ ...node(child), children: child.children.slice(0, LEAVES).map(node) })) },
  );
}
