import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgPreparedQuery, PgSession, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** What `db.execute` uses underneath (public fields of drizzle's PgDatabase, left out of its types). */
interface Internals {
  dialect: PgDialect;
  session: PgSession;
}

const names = new Map<string, string>();
/** At most this many statement texts are remembered by name (each connection holds the ones it ran). */
const MAX_NAMES = 500;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (!name) {
    if (names.size >= MAX_NAMES) return undefined;
    name = `tl_${crypto.createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

/**
 * `db.execute` as a named prepared statement: on PostgreSQL each pooled connection parses and
 * plans the text once, and after a few runs keeps a generic plan, so a hot read (a product page's
 * queries run thousands of times a second) stops paying the planner on every call, which costs
 * more than executing them. The same rows as `db.execute` (drizzle's session and type parsers);
 * PGlite runs it unnamed. Only for texts that are few and fixed: the values travel as parameters.
 */
export function executeNamed(db: Db, query: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as Internals;
  const compiled = dialect.sqlToQuery(query);
  return session.prepareQuery(compiled, undefined, nameOf(compiled.sql), false).execute();
}

/**
 * A named statement compiled once per database: `build` is called a single time and its
 * `sql.placeholder(name)`s are filled from `values` on every run. `executeNamed` turned the SQL
 * template into text and looked its name up (hashing the whole text) on every call, a few percent of
 * a product page's CPU; the text, the name and the rows are the same.
 */
export function namedStatement(build: () => SQL): (db: Db, values: Record<string, unknown>) => Promise<unknown> {
  const prepared = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  return (db, values) => {
    let query = prepared.get(db);
    if (!query) {
      const { dialect, session } = db as unknown as Internals;
      const compiled = dialect.sqlToQuery(build());
      query = session.prepareQuery(compiled, undefined, nameOf(compiled.sql), false);
      prepared.set(db, query);
    }
    return query.execute(values);
  };
}
