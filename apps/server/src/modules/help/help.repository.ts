import { desc, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { helpFeedback } from '../../db/schema/index.ts';

export type NewHelpFeedback = typeof helpFeedback.$inferInsert;

/** Records a vote; false when this visitor already voted on the article (the unique index decides). */
export async function insertVote(db: Tx, values: NewHelpFeedback): Promise<boolean> {
  const rows = await db.insert(helpFeedback).values(values).onConflictDoNothing().returning({ id: helpFeedback.id });
  return rows.length > 0;
}

export async function votesPerArticle(db: Tx): Promise<{ article: string; yes: number; no: number }[]> {
  return db
    .select({
      article: helpFeedback.article,
      yes: sql<number>`count(*) filter (where ${helpFeedback.helpful})::int`,
      no: sql<number>`count(*) filter (where not ${helpFeedback.helpful})::int`,
    })
    .from(helpFeedback)
    .groupBy(helpFeedback.article);
}

export async function recentComments(db: Tx, limit: number) {
  return db
    .select({ id: helpFeedback.id, article: helpFeedback.article, helpful: helpFeedback.helpful, comment: helpFeedback.comment, language: helpFeedback.language, createdAt: helpFeedback.createdAt })
    .from(helpFeedback)
    .where(isNotNull(helpFeedback.comment))
    .orderBy(desc(helpFeedback.createdAt), desc(helpFeedback.id))
    .limit(limit);
}
