import type { MetaDescriptor } from 'react-router';
import { LANGUAGES } from '@tradelink/shared/constants/languages';

interface SeoInput {
  appUrl: string;
  /** Path with its meaningful query (no language parameter). */
  path: string;
  lang: string;
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'product' | 'profile';
  jsonLd?: Record<string, unknown>;
}

/**
 * Title, description, canonical URL, Open Graph, hreflang alternates (the same page with `?lang=`)
 * and schema.org JSON-LD for a public page.
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const withLang = (lang: string) => `${input.appUrl}${input.path}${input.path.includes('?') ? '&' : '?'}lang=${lang}`;
  const canonical = `${input.appUrl}${input.path}`;
  const image = input.image ? (input.image.startsWith('http') ? input.image : `${input.appUrl}${input.image}`) : `${input.appUrl}/images/banner-${input.lang}.svg`;
  const out: MetaDescriptor[] = [
    { title: `${input.title} | Tradelink` },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGES.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: withLang(lang) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: canonical },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:site_name', content: 'Tradelink' },
    { property: 'og:locale', content: { en: 'en_US', vi: 'vi_VN', zh: 'zh_CN' }[input.lang] ?? 'en_US' },
  ];
  if (input.jsonLd) out.push({ 'script:ld+json': { '@context': 'https://schema.org', ...input.jsonLd } });
  return out;
}

/**
 * schema.org AggregateRating of a page's reviews (ratings 1–5), or nothing without reviews: an
 * empty rating is invalid structured data.
 */
export function aggregateRating(average: number | null, count: number): Record<string, unknown> | undefined {
  if (!count || average === null) return undefined;
  return { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 };
}
