import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { Route } from './+types/contact-us';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { ContactUsForm } from '~/features/support/components/ContactUsForm.tsx';
import { pageMeta } from '~/lib/meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'support:contact.meta.title', 'support:contact.meta.description');

const HELP_LINKS = [
  ['/help/sitemap', 'contact.side.sitemap'],
  ['/membership-pricing', 'contact.side.pricing'],
  ['/quick-rfq', 'contact.side.quickRfq'],
  ['/intellectual-property-policy', 'contact.side.ipPolicy'],
] as const;

/** `/contact-us`: a message to the team from anyone; answers go by e-mail (and to the complaint centre for members). */
export default function ContactUsPage() {
  const { t } = useTranslation('support');
  const dialog = useDialog();
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <div>
              <Title order={1}>{t('contact.title')}</Title>
              <Text c="dimmed" mt="xs">
                {t('contact.intro')}
              </Text>
            </div>
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
              <ContactUsForm />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack component="aside" gap="lg">
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="xs">
                {t('contact.side.complaintTitle')}
              </Title>
              <Text size="sm" mb="sm">
                {t('contact.side.complaintBody')}
              </Text>
              <Anchor component={Link} to="/complaint-center" size="sm" fw={600}>
                {t('contact.side.complaintLink')}
              </Anchor>
            </Paper>
            <Paper withBorder p="md" radius="md" component="nav" aria-label={t('contact.side.helpTitle')}>
              <Title order={2} size="h4" mb="xs">
                {t('contact.side.helpTitle')}
              </Title>
              <Stack gap={6}>
                {HELP_LINKS.map(([to, key]) => (
                  <Anchor key={to} component={Link} to={to} size="sm">
                    {t(key)}
                  </Anchor>
                ))}
                <Anchor component="button" type="button" size="sm" ta="left" onClick={() => dialog.open('requestRemoval', { removalType: 'other' })}>
                  {t('contact.side.removal')}
                </Anchor>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
