import { data } from 'react-router';
import type { Route } from './+types/legal';
import { serverContext } from '~/lib/server-context.ts';
import { legalPage } from '~/lib/legal-content.server.ts';
import { Container, Paper, Stack } from '~/components/ui/layout.tsx';
import { ExternalAnchor, Text, Title } from '~/components/ui/text.tsx';
import css from './legal.module.css';

/** /privacy-policy, /terms-of-use, /disclaimers, /intellectual-property-policy, /trial-term. */
export function loader({ url, context }: Route.LoaderArgs) {
  const slug = url.pathname.slice(1);
  const content = legalPage(context.get(serverContext).lang, slug);
  if (!content) throw data(null, { status: 404 });
  return content;
}

export const meta: Route.MetaFunction = ({ loaderData: content }) =>
  content ? [{ title: `${content.page.title} | Tradelink` }, { name: 'description', content: content.page.description }] : [];

const anchor = (index: number) => `section-${index + 1}`;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, updated, contents } = loaderData;
  return (
    <Container size="md" className={css.page}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{page.title}</Title>
          <Text c="dimmed" size="sm">
            {updated}
          </Text>
        </div>
        <Paper withBorder p="md" component="nav" aria-label={contents}>
          <Text fw={600} className={css.contentsTitle}>
            {contents}
          </Text>
          <ol className={css.contents}>
            {page.sections.map((section, i) => (
              <li key={section.heading}>
                {/* Same-page links: plain <a>, each a 24 px fingertip target. */}
                <ExternalAnchor href={`#${anchor(i)}`} size="sm" className={css.contentsLink}>
                  {section.heading}
                </ExternalAnchor>
              </li>
            ))}
          </ol>
        </Paper>
        {page.sections.map((section, i) => (
          <section key={section.heading} id={anchor(i)} aria-labelledby={`${anchor(i)}-h`}>
            <Title order={2} size="h3" id={`${anchor(i)}-h`} className={css.heading}>
              {section.heading}
            </Title>
            {section.body.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} className={css.paragraph}>
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
