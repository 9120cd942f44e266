// Each workspace declares what its code imports, and imports what it declares: a package that is
// only there because another workspace hoisted it works until that workspace drops it (or a
// production install leaves it out), and a declared package nobody uses is weight and audit noise.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Each workspace and the folders and files that belong to it. */
const WORKSPACES: Record<string, string[]> = {
  '.': ['scripts', 'e2e', 'eslint-rules', 'vitest.config.ts', 'eslint.config.js'],
  'apps/server': ['src', 'test', 'drizzle.config.ts'],
  'apps/web': ['app', 'vite.config.ts', 'react-router.config.ts'],
  'packages/shared': ['src'],
};

/** Declared for a use other than an import in code (a command, types, files read by path). */
const USED_OTHERWISE: Record<string, Record<string, string>> = {
  '.': {
    '@tradelink/node-runtime': 'Node 24 in node_modules/.bin (decision 014)',
    '@types/node': 'types of every workspace',
    'drizzle-kit': 'npm run db:generate and the schema test (apps/server/drizzle.config.ts imports it too)',
    eslint: 'npm run lint',
    typescript: 'tsc in every typecheck',
    lighthouse: 'require.resolve in scripts/lighthouse/run.mjs',
  },
  'apps/server': {
    '@types/nodemailer': 'types of nodemailer',
    '@types/pdfkit': 'types of pdfkit',
    '@types/pg': 'types of pg',
    '@types/s3rver': 'types of s3rver (the S3-compatible server of the storage tests)',
    react: 'require() in config/react-production.ts: the production build for server rendering',
    'react-dom': 'require() in config/react-production.ts: the production build for server rendering',
  },
  'apps/web': {
    '@types/react': 'types of react',
    '@types/react-dom': 'types of react-dom',
    '@types/qrcode': 'types of qrcode',
    recharts: 'peer dependency of @mantine/charts (the partner dashboard chart)',
  },
  'packages/shared': {},
};

const SKIP = new Set(['node_modules', 'build', '.react-router', 'data']);
const BUILTINS = new Set(builtinModules);
// Static imports and re-exports, dynamic import(), vi.mock() and the `--import <package>` spawn arguments.
const SPECIFIER = /(?:^|[^\w.])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.mock\(\s*['"]([^'"]+)['"]|['"]--import['"],\s*['"]([^'"]+)['"]/g;

function sourceFiles(target: string, out: string[] = []): string[] {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return out;
  if (stat.isFile()) {
    if (/\.(?:[cm]?js|tsx?)$/.test(target)) out.push(target);
    return out;
  }
  for (const entry of fs.readdirSync(target)) if (!SKIP.has(entry)) sourceFiles(path.join(target, entry), out);
  return out;
}

function packageOf(specifier: string): string | undefined {
  if (/^(?:\.|\/|~|node:|virtual:)/.test(specifier)) return undefined;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return BUILTINS.has(name) ? undefined : name;
}

function importsOf(workspace: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of WORKSPACES[workspace]!.flatMap((entry) => sourceFiles(path.join(root, workspace, entry)))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const name = packageOf((match[1] ?? match[2] ?? match[3] ?? match[4])!);
      if (name && !found.has(name)) found.set(name, path.relative(root, file));
    }
  }
  return found;
}

describe('dependencies', () => {
  for (const workspace of Object.keys(WORKSPACES)) {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.optionalDependencies }));
    const imported = importsOf(workspace);

    it(`${manifest.name ?? 'the root'} declares every package it imports`, () => {
      const undeclared = [...imported].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (${file})`);
      expect(undeclared).toEqual([]);
    });

    it(`${manifest.name ?? 'the root'} uses every package it declares`, () => {
      const unused = [...declared].filter((name) => !imported.has(name) && !USED_OTHERWISE[workspace]![name]);
      expect(unused).toEqual([]);
    });
  }
});
