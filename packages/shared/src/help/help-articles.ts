// The help centres' article index: which articles exist, in which centre and topic. The words live
// per language in the web app (features/help/content); the server checks feedback against this list.

export const HELP_CENTRES = ['buyers', 'suppliers'] as const;
export type HelpCentre = (typeof HELP_CENTRES)[number];

/** Topics, in the order the centres show them. */
export const HELP_TOPICS = ['rfqs', 'quotations', 'verification', 'plans', 'chat', 'safety', 'partners'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export interface HelpArticleRef {
  centre: HelpCentre;
  topic: HelpTopic;
}

/** Slug -> centre and topic. Slugs are unique across both centres. */
export const HELP_ARTICLES = {
  'post-an-rfq': { centre: 'buyers', topic: 'rfqs' },
  'rfq-review-states': { centre: 'buyers', topic: 'rfqs' },
  'inquiry-limits': { centre: 'buyers', topic: 'rfqs' },
  'guest-browsing-limits': { centre: 'buyers', topic: 'rfqs' },
  'compare-quotations': { centre: 'buyers', topic: 'quotations' },
  'supplier-verification-levels': { centre: 'buyers', topic: 'verification' },
  'business-verification': { centre: 'buyers', topic: 'verification' },
  'buyer-premium': { centre: 'buyers', topic: 'plans' },
  'buyer-chat-rules': { centre: 'buyers', topic: 'chat' },
  'report-and-complaints': { centre: 'buyers', topic: 'safety' },
  'find-buying-leads': { centre: 'suppliers', topic: 'rfqs' },
  'product-posting-limits': { centre: 'suppliers', topic: 'rfqs' },
  'quotation-limits': { centre: 'suppliers', topic: 'quotations' },
  'quotation-templates': { centre: 'suppliers', topic: 'quotations' },
  'verification-levels': { centre: 'suppliers', topic: 'verification' },
  'unlock-buyer-contacts': { centre: 'suppliers', topic: 'plans' },
  'plans-and-prices': { centre: 'suppliers', topic: 'plans' },
  'refunds-and-cancelling': { centre: 'suppliers', topic: 'plans' },
  'supplier-chat-rules': { centre: 'suppliers', topic: 'chat' },
  'safety-and-reporting': { centre: 'suppliers', topic: 'safety' },
  'partner-programme': { centre: 'suppliers', topic: 'partners' },
} as const satisfies Record<string, HelpArticleRef>;
export type HelpArticleSlug = keyof typeof HELP_ARTICLES;
export const HELP_ARTICLE_SLUGS = Object.keys(HELP_ARTICLES) as HelpArticleSlug[];

export const isHelpCentre = (value: string): value is HelpCentre => (HELP_CENTRES as readonly string[]).includes(value);
export const isHelpArticle = (value: string): value is HelpArticleSlug => Object.hasOwn(HELP_ARTICLES, value);

/** The address of an article (the dialogs that stop an action link here). */
export const helpArticlePath = (slug: HelpArticleSlug) => `/help/${HELP_ARTICLES[slug].centre}/${slug}`;
