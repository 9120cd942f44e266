import { z } from 'zod';
import { blankToUndefined } from './optional.ts';
import { INT4_MAX } from './row-id.ts';

// Whole numbers from requests that end up in an `integer` (int4) column or in LIMIT/OFFSET. JSON
// sends them as numbers, query strings and multipart forms as text, so they are coerced; anything
// outside the column's range cannot name a row and is refused here, before the database would
// fail on it.

export { INT4_MAX };

/** A whole number from min to max, as a number or numeric text; the message key is errors:validation.<error>. */
export const wholeNumber = (min: number, max: number, error = 'invalid') =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** A row id: 1 to INT4_MAX. */
export const idField = wholeNumber(1, INT4_MAX);

/** An id a form may leave blank ('' or null count as absent). */
export const optionalIdField = blankToUndefined(idField);

/** The category a form must name ("Choose a category" when it does not, or names none that can exist). */
export const categoryIdField = wholeNumber(1, INT4_MAX, 'category_required');

/** A page number of a list (1-based); `max` keeps OFFSET sensible. */
export const pageField = (max = 500) => wholeNumber(1, max).default(1);

/** A position or count within a row's own numbering (message indexes, offsets): 0 to INT4_MAX. */
export const indexField = wholeNumber(0, INT4_MAX);
