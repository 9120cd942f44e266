import { z } from 'zod';
import type { CallDefinition } from '../api/calls.ts';
import { blankToUndefined } from '../validation/optional.ts';
import { HELP_CENTRES, isHelpArticle } from './help-articles.ts';

import { HELP_COMMENT_MAX } from './help-limits.ts';

export { HELP_COMMENT_MAX };
/** Votes per client address (one vote per visitor and article besides). */
export const HELP_FEEDBACK_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;
/** How many recent comments the console shows. */
export const HELP_RECENT_COMMENTS = 50;

export const helpFeedbackForm = z.object({
  article: z.string({ error: 'required' }).trim().refine(isHelpArticle, { error: 'invalid' }),
  helpful: z.boolean({ error: 'required' }),
  comment: blankToUndefined(z.string().trim().max(HELP_COMMENT_MAX, { error: 'too_long' })),
});
export type HelpFeedbackInput = z.input<typeof helpFeedbackForm>;

const centre = z.enum(HELP_CENTRES);

export const helpArticleVotes = z.object({
  article: z.string(),
  centre,
  yes: z.number().int(),
  no: z.number().int(),
});
export type HelpArticleVotes = z.infer<typeof helpArticleVotes>;

export const helpComment = z.object({
  id: z.number().int(),
  article: z.string(),
  helpful: z.boolean(),
  comment: z.string(),
  language: z.string(),
  created_at: z.string(),
});
export type HelpComment = z.infer<typeof helpComment>;

export const helpFeedbackSummary = z.object({ articles: z.array(helpArticleVotes), comments: z.array(helpComment) });
export type HelpFeedbackSummary = z.infer<typeof helpFeedbackSummary>;

/** The help centres: a visitor's vote on an article, and the operators' view of the votes. */
export const helpCalls = {
  'help.send_feedback': { method: 'POST', request: helpFeedbackForm, response: z.object({ recorded: z.literal(true) }) },
  'admin.help_feedback': { method: 'GET', request: z.object({}).passthrough(), response: helpFeedbackSummary },
} as const satisfies Record<string, CallDefinition>;
