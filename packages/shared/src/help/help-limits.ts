// Apart from help.ts (zod) so that the light article page can read the limit without the schemas.

/** The optional comment beside a "Was this helpful?" vote. */
export const HELP_COMMENT_MAX = 500;
