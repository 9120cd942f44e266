/** What the sidebar needs of a tab to tell whether the page is one of its own. */
export interface TabRoute {
  key: string;
  to: string;
  /** Also active on these path prefixes. */
  match?: string[];
  /** Active only on `to` itself, not on the paths below it (a section's home tab). */
  exact?: boolean;
}

const covers = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The one tab a page belongs to: the tab whose path (or extra prefix) covers it most closely, so a
 * page under two tabs' prefixes lights only the nearer one. Null when no tab covers it.
 */
export function activeTabKey(tabs: readonly TabRoute[], pathname: string): string | null {
  let best: { key: string; length: number } | null = null;
  for (const tab of tabs) {
    const prefixes = tab.exact ? [] : [tab.to, ...(tab.match ?? [])];
    const length = tab.exact && pathname === tab.to ? tab.to.length : Math.max(-1, ...prefixes.filter((p) => covers(p, pathname)).map((p) => p.length));
    if (length >= 0 && (!best || length > best.length)) best = { key: tab.key, length };
  }
  return best?.key ?? null;
}
