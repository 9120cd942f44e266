import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { data } from 'react-router';
import type { Route } from './+types/legal';
import { serverContext } from '~/lib/server-context.ts';
import { legalPage } from '~/lib/legal-content.server.ts';

/** /privacy-policy, /terms-of-use, /disclaimers, /intellectual-property-policy, /trial-term. */
export function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.slice(1);
  const content = legalPage(context.get(serverContext).lang, slug);
  if (!content) throw data(null, { status: 404 });
  return content;
}

export const meta: Route.MetaFunction = ({ data: content }) =>
  content ? [{ title: `${content.page.title} | Tradelink` }, { name: 'description', content: content.page.description }] : [];

const anchor = (index: number) => `section-${index + 1}`;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, updated, contents } = loaderData;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{page.title}</Title>
          <Text c="dimmed" size="sm">
            {updated}
          </Text>
        </div>
        <Paper withBorder p="md" component="nav" aria-label={contents}>
          <Text fw={600} mb="xs">
            {contents}
          </Text>
          <List type="ordered" size="sm" spacing={4}>
            {page.sections.map((section, i) => (
              <List.Item key={section.heading}>
                <Anchor href={`#${anchor(i)}`} size="sm">
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {page.sections.map((section, i) => (
          <section key={section.heading} id={anchor(i)} aria-labelledby={`${anchor(i)}-h`}>
            <Title order={2} size="h3" id={`${anchor(i)}-h`} mb="xs">
              {section.heading}
            </Title>
            {section.body.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} mb="sm">
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
