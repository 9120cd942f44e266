import { Anchor, Text } from '~/components/ui/text.tsx';
import css from './help.module.css';

export interface ArticleLink {
  slug: string;
  centre: string;
  title: string;
  summary: string;
}

export function HelpArticleList({ articles, label }: { articles: ArticleLink[]; label?: string }) {
  return (
    <ul className={css.list} aria-label={label}>
      {articles.map((a) => (
        <li key={a.slug}>
          <Anchor to={`/help/${a.centre}/${a.slug}`} className={css.itemLink}>
            {a.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {a.summary}
          </Text>
        </li>
      ))}
    </ul>
  );
}
