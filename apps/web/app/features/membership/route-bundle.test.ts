import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourcesFor } from '~/lib/i18n-resources.server.ts';
import viMembership from '~/locales/vi/membership.json';
import { membershipBundle } from './route-bundle.server.ts';

const app = path.resolve(__dirname, '../..');

/** Every source file of the web app, relative to app/. */
function sources(dir = app): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name.startsWith('+') ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path.relative(app, full)] : [];
  });
}

// The pages whose loaders send the `membership` namespace.
const MEMBERSHIP_ROUTES = [
  'routes/supplier-premium-payment.tsx',
  'routes/buyer-premium-payment.tsx',
  'routes/payment-details.tsx',
  'routes/thank-you.tsx',
  'routes/business/membership.tsx',
  'routes/user/membership.tsx',
];

describe('the membership namespace is route-scoped', () => {
  it('is not sent with every page', () => {
    for (const lang of ['en', 'vi', 'zh'] as const) expect(Object.keys(resourcesFor(lang))).not.toContain('membership');
  });

  it('comes with the membership pages, in their language, with the page title', () => {
    const bundle = membershipBundle('vi', 'checkout.metaTitle');
    expect(bundle.bundles.membership).toMatchObject({ checkout: { metaTitle: viMembership.checkout.metaTitle } });
    expect(bundle.title).toBe(viMembership.checkout.metaTitle);
  });

  it('every membership page sends it, and nothing else renders membership components', () => {
    const files = sources();
    for (const route of MEMBERSHIP_ROUTES) expect(fs.readFileSync(path.join(app, route), 'utf8'), route).toMatch(/membershipBundle\(/);
    const importers = files.filter((f) => !f.startsWith('features/membership/') && fs.readFileSync(path.join(app, f), 'utf8').includes('~/features/membership/'));
    expect(importers.sort()).toEqual([...MEMBERSHIP_ROUTES].sort());
  });

  it('nothing outside those pages reads it (dialogs and the pricing feature use `pricing`)', () => {
    const readers = sources().filter((f) => {
      if (f.startsWith('features/membership/') || MEMBERSHIP_ROUTES.includes(f)) return false;
      const text = fs.readFileSync(path.join(app, f), 'utf8');
      return /useTranslation\(\s*\[?\s*'membership'/.test(text) || /['"`]membership:/.test(text);
    });
    expect(readers).toEqual([]);
  });
});
