import crypto from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgPreparedQuery, PgSession, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** What `db.execute` uses underneath (public fields of drizzle's PgDatabase, left out of its types). */
interface Internals {
  dialect: PgDialect;
  session: PgSession;
}

/**
 * A named prepared statement, compiled once per database: `build` is called a single time and its
 * `sql.placeholder(name)`s are filled from `values` on every run. On PostgreSQL each pooled
 * connection parses and plans the text once and, after a few runs, keeps a generic plan, so a hot
 * read (a product page runs thousands of times a second) stops paying the planner on every call,
 * which cost more than executing it. The same rows as `db.execute` (drizzle's session and type
 * parsers); PGlite runs it unnamed. The name is a hash of the text, so it is the same in every
 * process. Only for texts that are fixed: the values travel as parameters.
 */
export function namedStatement(build: () => SQL): (db: Db, values: Record<string, unknown>) => Promise<unknown> {
  const prepared = new WeakMap<Db, PgPreparedQuery<PreparedQueryConfig>>();
  return (db, values) => {
    let query = prepared.get(db);
    if (!query) {
      const { dialect, session } = db as unknown as Internals;
      const compiled = dialect.sqlToQuery(build());
      query = session.prepareQuery(compiled, undefined, `tl_${crypto.hash('sha1', compiled.sql, 'base64url')}`, false);
      prepared.set(db, query);
    }
    return query.execute(values);
  };
}
