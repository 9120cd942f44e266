import type { Language } from '@tradelink/shared/constants/languages';
import { HELP_ARTICLE_SLUGS, HELP_ARTICLES, HELP_TOPICS, type HelpArticleSlug, type HelpCentre } from '@tradelink/shared/help/help-articles';
import type { HelpContent } from './content/types.ts';
import { en } from './content/en.server.ts';
import { vi } from './content/vi.server.ts';
import { zh } from './content/zh.server.ts';
import { rankDocuments } from './help-search.ts';
import { helpPlainText } from './help-links.ts';

// Server only: a page receives the articles it shows, never the whole centre in three languages.
const CONTENT: Record<Language, HelpContent> = { en, vi, zh };

export interface HelpArticleListItem {
  slug: HelpArticleSlug;
  centre: HelpCentre;
  title: string;
  summary: string;
}

const content = (lang: Language) => CONTENT[lang] ?? en;

const listItem = (lang: Language, slug: HelpArticleSlug): HelpArticleListItem => ({
  slug,
  centre: HELP_ARTICLES[slug].centre,
  title: content(lang).articles[slug].title,
  summary: content(lang).articles[slug].summary,
});

/** A centre's articles grouped by topic, in topic order (topics without articles left out). */
export function centreTopics(lang: Language, centre: HelpCentre) {
  return HELP_TOPICS.map((topic) => ({
    topic,
    name: content(lang).topics[topic],
    articles: HELP_ARTICLE_SLUGS.filter((slug) => HELP_ARTICLES[slug].centre === centre && HELP_ARTICLES[slug].topic === topic).map((slug) => listItem(lang, slug)),
  })).filter((group) => group.articles.length > 0);
}

export function helpArticle(lang: Language, slug: HelpArticleSlug) {
  const ref = HELP_ARTICLES[slug];
  const related = HELP_ARTICLE_SLUGS.filter((s) => s !== slug && HELP_ARTICLES[s].centre === ref.centre && HELP_ARTICLES[s].topic === ref.topic).map((s) => listItem(lang, s));
  return { slug, ...ref, topicName: content(lang).topics[ref.topic], ...content(lang).articles[slug], related };
}

/** Both centres' articles matching the query, in the visitor's language (accent-insensitive). */
export function searchHelp(lang: Language, query: string): HelpArticleListItem[] {
  const docs = HELP_ARTICLE_SLUGS.map((slug) => {
    const article = content(lang).articles[slug];
    return { slug, ...article, body: article.body.map(helpPlainText) };
  });
  return rankDocuments(docs, query).map((doc) => listItem(lang, doc.slug));
}

/** Every article's title, for the site map. */
export const allArticles = (lang: Language) => HELP_ARTICLE_SLUGS.map((slug) => listItem(lang, slug));
