import { Anchor, Box, Container, Divider, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import classes from './layout.module.css';

export function AppFooter() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const columns = [
    {
      title: t('footer.marketplace'),
      links: [
        ['/suppliers', t('footer.findSuppliers')],
        ['/buyers', t('footer.findBuyers')],
        ['/quick-rfq', t('footer.postRfq')],
        ['/membership-pricing', t('footer.membership')],
      ],
    },
    {
      title: t('footer.help'),
      links: [
        ['/help/sitemap', t('footer.helpSitemap')],
        ['/contact-us', t('footer.contactUs')],
        ['/complaint-center', t('footer.complaintCenter')],
        ['/trust-star', t('footer.trustStar')],
      ],
      // Not a page: rights holders report an item from anywhere, in the removal dialog.
      removalLink: true,
    },
    {
      title: t('footer.legal'),
      links: [
        ['/privacy-policy', t('footer.privacy')],
        ['/terms-of-use', t('footer.terms')],
        ['/disclaimers', t('footer.disclaimers')],
        ['/intellectual-property-policy', t('footer.ipPolicy')],
        ['/trial-term', t('footer.trialTerms')],
      ],
    },
  ];
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Image src="/images/logo.svg" alt={t('brand')} w={120} h={24} fit="contain" />
            <Text size="sm" c="dimmed">
              {t('footer.about')}
            </Text>
          </Stack>
          {columns.map((column) => (
            <Stack key={column.title} gap={6} component="nav" aria-label={column.title}>
              <Title order={2} size="sm">
                {column.title}
              </Title>
              {column.links.map(([to, label]) => (
                <Anchor key={to} component={Link} to={to!} size="sm" c="dimmed">
                  {label}
                </Anchor>
              ))}
              {column.removalLink && (
                <Anchor component="button" type="button" size="sm" c="dimmed" ta="left" onClick={() => dialog.open('requestRemoval', { removalType: 'other' })}>
                  {t('support:footer.requestRemoval')}
                </Anchor>
              )}
            </Stack>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="xs" c="dimmed" ta="center">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
