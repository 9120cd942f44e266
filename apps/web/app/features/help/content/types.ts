import type { HelpArticleSlug, HelpTopic } from '@tradelink/shared/help/help-articles';

export interface HelpArticleText {
  title: string;
  /** One sentence: shown in lists and search results, and as the page's description. */
  summary: string;
  /** Paragraphs of plain text (rendered as text, never as HTML); `[words](/path)` links to a page here (help-links.ts). */
  body: string[];
}

/** One language's help centre: topic names and every article. The type makes each language complete. */
export interface HelpContent {
  topics: Record<HelpTopic, string>;
  articles: Record<HelpArticleSlug, HelpArticleText>;
}
