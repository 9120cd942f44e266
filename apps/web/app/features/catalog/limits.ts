/** The server ranks at most this many matches per search (see search.repository.ts). */
export const CANDIDATE_LIMIT = 1000;
