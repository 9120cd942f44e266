// Without zod: pages check route parameters with it, and public pages must stay light (decision 012).

/** The largest value of a PostgreSQL `integer` column (every serial id is one). */
export const INT4_MAX = 2_147_483_647;

/** Whether a number (a route parameter) can name a row; pages show Not Found otherwise. */
export const isRowId = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= INT4_MAX;
