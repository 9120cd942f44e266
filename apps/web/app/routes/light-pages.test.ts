import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '~/routes.ts';
import { LIGHT_ROUTES } from '~/lib/light-routes.ts';

// Decision 012: light public pages must not pull Mantine or TanStack Query into their first download.
// This walks the static imports (dynamic `import()` is how islands load them on demand) from the
// entry, the root, the public layout and each light route (lib/light-routes.ts), and lists any file
// that imports them.
const app = path.resolve(import.meta.dirname, '..');
const shared = path.resolve(app, '../../../packages/shared/src');
const HEAVY = /^@mantine\/|^@tanstack\/|^i18next$|^react-i18next$/;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('~/')) base = path.join(app, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@tradelink/shared/')) base = path.join(shared, spec.slice('@tradelink/shared/'.length));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

function heavyImporters(roots: string[]): string[] {
  const seen = new Set<string>();
  const stack = roots.map((r) => path.join(app, r));
  const found: string[] = [];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    // Static imports (also side-effect ones such as a stylesheet) and re-exports; `import type` is erased.
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^;]*?from\s+)?'([^']+)'/gms)) {
      const spec = match[1]!;
      if (HEAVY.test(spec)) found.push(`${path.relative(app, file)} -> ${spec}`);
      const next = resolve(file, spec);
      if (next) stack.push(next);
    }
  }
  return found;
}

/** The route table's pages under the public layout and outside the app layout: path -> route module. */
function publicPages(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (entries: RouteConfigEntry[], base: string, inPublic: boolean) => {
    for (const entry of entries) {
      const url = entry.path ? `${base.replace(/\/$/, '')}/${entry.path}` : base;
      if (entry.children) walk(entry.children, url, (inPublic || entry.file === 'routes/public-layout.tsx') && entry.file !== 'routes/app-layout.tsx');
      else if (inPublic) found.set(url, entry.file);
    }
  };
  walk(routes, '/', false);
  return found;
}

const lightFiles = [...new Set([...publicPages()].filter(([url]) => url in LIGHT_ROUTES).map(([, file]) => file))];

describe('light public pages (decision 012)', () => {
  it.each(lightFiles)('%s statically imports no Mantine, TanStack Query or i18next', (file) => {
    expect(heavyImporters(['entry.client.tsx', 'root.tsx', 'routes/public-layout.tsx', file])).toEqual([]);
  });

  it("the list of light routes is the route table's public pages outside the app layout", () => {
    expect(Object.keys(LIGHT_ROUTES).sort()).toEqual([...publicPages().keys()].sort());
  });

  it('the check sees a heavy import when there is one', () => {
    expect(heavyImporters(['routes/app-layout.tsx']).some((line) => line.includes('@mantine/core'))).toBe(true);
  });
});
