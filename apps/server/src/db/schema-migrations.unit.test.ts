import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The committed migrations (migrations/, SQL plus drizzle-kit's snapshots) must build the schema the
// code declares (schema/*.ts): a column added to a table without `npm run db:generate` would reach
// production missing. drizzle-kit generate compares the schema with the last snapshot; it runs here
// on a copy of the migrations folder, so a drift shows as a new migration in the copy and the
// repository is left alone. (`drizzle-kit check` only checks the snapshots against each other: it
// does not see a schema change without a migration.)
const root = path.resolve(import.meta.dirname, '../../../..');
const migrations = path.join(root, 'apps/server/src/db/migrations');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tradelink-migrations-'));
const copy = path.join(scratch, 'migrations');
fs.cpSync(migrations, copy, { recursive: true });
// The project's config with `out` moved to the copy; drizzle-kit reads `out` relative to its working directory.
const config = path.join(scratch, 'drizzle.config.ts');
fs.writeFileSync(config, `import config from ${JSON.stringify(path.join(root, 'apps/server/drizzle.config.ts'))};\nexport default { ...config, out: ${JSON.stringify(path.relative(root, copy))} };\n`);

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** drizzle-kit's output; it exits 0 on its own errors (and on prompts it cannot ask), so callers read the text. */
function drizzleKit(command: 'generate' | 'check'): string {
  const result = spawnSync(path.join(root, 'node_modules/.bin/drizzle-kit'), [command, '--config', config], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  // Without its per-table census ("users 32 columns 3 indexes 0 fks").
  return `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}`
    .split('\n')
    .filter((line) => !/^\S+ \d+ columns \d+ indexes \d+ fks$/.test(line.trim()))
    .join('\n');
}

const files = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

describe('schema and migrations agree', () => {
  it('drizzle-kit generate finds nothing to migrate', () => {
    const output = drizzleKit('generate');
    const added = files(copy).filter((f) => !fs.existsSync(path.join(migrations, f)));
    // A drift either writes a migration into the copy or (a rename or drop) stops at a prompt.
    expect(added, `schema/*.ts changed without a migration (npm run db:generate):\n${added.filter((f) => f.endsWith('.sql')).map((f) => fs.readFileSync(path.join(copy, f), 'utf8')).join('\n')}\n${output}`).toEqual([]);
    expect(output, 'drizzle-kit generate did not say the schema matches (a rename or a drop needs `npm run db:generate` in a terminal)').toContain('No schema changes, nothing to migrate');
  }, 90_000);

  it('the snapshots are consistent and every SQL file is in the journal', () => {
    expect(drizzleKit('check')).toContain("Everything's fine");
    const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
    const sql = fs.readdirSync(migrations).filter((f) => f.endsWith('.sql')).map((f) => f.replace(/\.sql$/, '')).sort();
    expect(sql).toEqual(journal.entries.map((e) => e.tag).sort());
  }, 90_000);
});
