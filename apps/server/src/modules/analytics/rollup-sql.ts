import { sql, type SQL } from 'drizzle-orm';

// What each rollup column counts, written once: the job builds a day's rollups with these, and the
// reports count the days not built yet (today) from the raw events with the very same expressions,
// so a figure cannot differ depending on where it was read from (decision 032).

export const VIEW_KINDS = sql`('product_view', 'profile_view')`;

/** The UTC day of an event, as a date (grouped as a number, not as text: PGlite sorts text slowly). */
export const eventDay = sql`(occurred_at AT TIME ZONE 'UTC')::date`;

/**
 * Distinct visitors, compared byte by byte: the keys are hashes, and a collation-aware comparison of
 * thousands of them was most of a report's time on PGlite.
 */
const visitors = sql`visitor_key COLLATE "C"`;

/** Events from the start of day `from` to the end of day `to` (UTC, both included). */
export const eventsBetween = (from: string, to: string) =>
  sql`occurred_at >= ((${from}::date)::timestamp AT TIME ZONE 'UTC') AND occurred_at < (((${to}::date) + 1)::timestamp AT TIME ZONE 'UTC')`;

export const SUPPLIER_DAY_FIGURES = sql`
  count(*) FILTER (WHERE kind = 'impression')::int AS impressions,
  count(*) FILTER (WHERE kind = 'product_view')::int AS product_views,
  count(*) FILTER (WHERE kind = 'profile_view')::int AS profile_views,
  count(DISTINCT ${visitors}) FILTER (WHERE kind IN ${VIEW_KINDS})::int AS unique_visitors,
  count(*) FILTER (WHERE kind = 'inquiry')::int AS inquiries,
  count(*) FILTER (WHERE kind = 'chat_started')::int AS chats_started,
  count(*) FILTER (WHERE kind = 'quotation_sent')::int AS quotations_sent,
  count(*) FILTER (WHERE kind = 'quotation_preferred')::int AS quotations_preferred,
  count(*) FILTER (WHERE kind = 'quotation_declined')::int AS quotations_declined,
  count(*) FILTER (WHERE kind = 'contact_unlock')::int AS contact_unlocks`;
export const SUPPLIER_DAY_COLUMNS = sql.raw(
  'impressions, product_views, profile_views, unique_visitors, inquiries, chats_started, quotations_sent, quotations_preferred, quotations_declined, contact_unlocks',
);

export const PRODUCT_KINDS = sql`('impression', 'product_view', 'inquiry')`;
export const PRODUCT_DAY_FIGURES = sql`
  count(*) FILTER (WHERE kind = 'impression')::int AS impressions,
  count(*) FILTER (WHERE kind = 'product_view')::int AS views,
  count(DISTINCT ${visitors}) FILTER (WHERE kind = 'product_view')::int AS unique_visitors,
  count(*) FILTER (WHERE kind = 'inquiry')::int AS inquiries`;

export const COUNTRY_DAY_FIGURES = sql`count(*)::int AS views, count(DISTINCT ${visitors})::int AS unique_visitors`;

/** Keywords: impressions in results and views reached from a search (normalised when recorded). */
export const KEYWORD_KINDS = sql`('impression', 'product_view', 'profile_view')`;
export const KEYWORD_DAY_FIGURES = sql`
  count(*) FILTER (WHERE kind = 'impression')::int AS impressions,
  count(*) FILTER (WHERE kind IN ${VIEW_KINDS})::int AS views`;

export const BUYER_VIEW_KINDS = sql`('buyer_view', 'rfq_view')`;
export const BUYER_DAY_FIGURES = sql`
  count(*) FILTER (WHERE kind = 'buyer_view')::int AS profile_views,
  count(*) FILTER (WHERE kind = 'rfq_view')::int AS rfq_views,
  count(DISTINCT ${visitors}) FILTER (WHERE kind IN ${BUYER_VIEW_KINDS})::int AS unique_visitors,
  count(*) FILTER (WHERE kind = 'rfq_posted')::int AS rfqs_posted,
  count(*) FILTER (WHERE kind = 'inquiry')::int AS inquiries_sent,
  count(*) FILTER (WHERE kind = 'chat_started')::int AS chats_started,
  count(*) FILTER (WHERE kind = 'quotation_sent')::int AS quotations_received,
  count(*) FILTER (WHERE kind = 'quotation_preferred')::int AS quotations_preferred,
  count(*) FILTER (WHERE kind = 'contact_unlock')::int AS contact_unlocks`;
export const BUYER_DAY_COLUMNS = sql.raw(
  'profile_views, rfq_views, unique_visitors, rfqs_posted, inquiries_sent, chats_started, quotations_received, quotations_preferred, contact_unlocks',
);

export const RFQ_DAY_FIGURES = sql`count(*)::int AS views, count(DISTINCT ${visitors})::int AS unique_visitors`;

/** `AND day <> ALL(days)`-style filters over a list of ISO days (an empty list filters nothing). */
export const dayList = (days: string[]): SQL => sql`${`{${days.join(',')}}`}::date[]`;
