import type { FastifyRequest } from 'fastify';
import { HELP_ARTICLE_SLUGS, HELP_ARTICLES, isHelpArticle } from '@tradelink/shared/help/help-articles';
import { HELP_RECENT_COMMENTS, type HelpFeedbackSummary } from '@tradelink/shared/help/help';
import type { z } from 'zod';
import type { helpFeedbackForm } from '@tradelink/shared/help/help';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addressKey, GUEST_COOKIE } from '../catalog/guest-limit.service.ts';
import { insertVote, recentComments, votesPerArticle } from './help.repository.ts';

/** Who votes: the account when logged in, else the anonymous visitor cookie, else the address. */
export function voterKey(request: FastifyRequest): string {
  if (request.user) return `user:${request.user.id}`;
  const cookie = request.cookies[GUEST_COOKIE];
  if (cookie && /^[\w-]{16,64}$/.test(cookie)) return `guest:${cookie}`;
  return addressKey(request.ip);
}

export async function sendFeedback(db: Tx, request: FastifyRequest, input: z.output<typeof helpFeedbackForm>): Promise<{ recorded: true }> {
  const recorded = await insertVote(db, {
    article: input.article,
    voterKey: voterKey(request),
    helpful: input.helpful,
    comment: input.comment ?? null,
    language: request.lang,
  });
  if (!recorded) throw new AppError('HELP_VOTE_EXISTS');
  return { recorded: true };
}

/** Every article (unvoted ones with zeros, so operators see what nobody rated), most "no" first. */
export async function feedbackSummary(db: Tx): Promise<HelpFeedbackSummary> {
  const counts = new Map((await votesPerArticle(db)).map((row) => [row.article, row]));
  const articles = HELP_ARTICLE_SLUGS.map((slug) => ({
    article: slug,
    centre: HELP_ARTICLES[slug].centre,
    yes: counts.get(slug)?.yes ?? 0,
    no: counts.get(slug)?.no ?? 0,
  })).sort((a, b) => b.no - a.no || a.yes - b.yes);
  const comments = (await recentComments(db, HELP_RECENT_COMMENTS))
    .filter((row) => isHelpArticle(row.article))
    .map((row) => ({ id: row.id, article: row.article, helpful: row.helpful, comment: row.comment ?? '', language: row.language, created_at: row.createdAt.toISOString() }));
  return { articles, comments };
}
