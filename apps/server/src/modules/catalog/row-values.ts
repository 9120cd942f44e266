// Reading raw SQL rows (drizzle `execute`): numeric columns arrive as strings, dates as Date or text.

export type Row = Record<string, unknown>;

export const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
export const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
/** A date column as YYYY-MM-DD. */
export const day = (v: unknown) => (v ? (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10)) : null);
