import { sql, type SQL } from 'drizzle-orm';

// Reading raw SQL rows (drizzle `execute`): numeric columns arrive as strings, dates as Date or text.

export type Row = Record<string, unknown>;

export const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** A json column: an object from node-postgres, text from PGlite. */
export const json = <V>(v: V | string): V => (typeof v === 'string' ? (JSON.parse(v) as V) : v);
export const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
/** A date column as YYYY-MM-DD. */
export const day = (v: unknown) => (v ? (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10)) : null);

const ALIAS = /^[a-z_][a-z0-9_]*$/;
const alias = (name: string) => {
  if (!ALIAS.test(name)) throw new Error(`not a table alias: ${name}`);
  return sql.raw(name);
};

/**
 * A party's display name in SQL, the one written everywhere a supplier or buyer is named (public
 * pages and the operators' console alike): the supplier's company when the row is a supplier's,
 * else the account's company, else the person's first name (the last name is not shown publicly).
 *
 * @param userAlias the `users` row's alias in the query
 * @param supplierAlias the `suppliers` row's alias, when the party may be a supplier
 */
export function partyNameSql(userAlias: string, supplierAlias?: string): SQL {
  const u = alias(userAlias);
  const company = supplierAlias ? sql`nullif(${alias(supplierAlias)}.company_name, ''), ` : sql``;
  return sql`coalesce(${company}nullif(${u}.company_name, ''), ${u}.first_name)`;
}
