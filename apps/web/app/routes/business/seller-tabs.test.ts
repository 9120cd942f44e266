import { describe, expect, it } from 'vitest';
import routes from '~/routes.ts';
import { activeTabKey } from '~/components/dashboard/active-tab.ts';
import { AFFILIATE_TAB, SELLER_TABS } from '~/components/dashboard/seller-tabs.ts';

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every page path of the route table, parameters filled in ("/business/post/:id" -> "/business/post/x1"). */
function pagePaths(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent;
    const own = entry.path || entry.index ? [here.replace(/:[^/]+/g, 'x1')] : [];
    return [...own, ...pagePaths(entry.children ?? [], here)];
  });
}

// The seller's page each tab leads to, and what a page belongs to when it is not a tab's own.
const EXPECTED: Record<string, string> = {
  '/business/post/x1': 'products',
  '/business/quotation-template/x1': 'quotations',
  '/business/buyer-inquiries/x1': 'buyer_inquiries',
  '/business/inquiries/x1': 'buyer_inquiries',
};

describe('the seller dashboard sidebar', () => {
  const tabs = [...SELLER_TABS, AFFILIATE_TAB];
  const pages = pagePaths(routes as RouteEntry[]).filter((p) => p.startsWith('/business/'));

  it('has a tab for the quotations and the contacts', () => {
    expect(activeTabKey(tabs, '/business/my-quotations')).toBe('quotations');
    expect(activeTabKey(tabs, '/business/contacts')).toBe('contacts');
  });

  it('lights, on every business page, the one tab that page belongs to', () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const own = tabs.find((tab) => tab.to === page)?.key ?? EXPECTED[page];
      expect(own, `no tab for ${page}`).toBeDefined();
      expect(activeTabKey(tabs, page), page).toBe(own);
    }
  });
});
