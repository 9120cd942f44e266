import { useTranslation } from '~/lib/use-translation.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useExternalLinks } from '~/lib/external-links.ts';
import { Container, SimpleGrid } from '~/components/ui/layout.tsx';
import { Text } from '~/components/ui/text.tsx';
import { AppLink } from '~/components/ui/app-link.tsx';
import classes from './layout.module.css';

export function AppFooter() {
  const { t } = useTranslation();
  const dialog = useDialog();
  // External links (BLOG_URL, SCHEDULING_URL) show only when configured.
  const external = useExternalLinks();
  const externalLinks = [
    ...(external.blog ? [[external.blog, t('footer.blog')]] : []),
    ...(external.scheduling ? [[external.scheduling, t('footer.scheduleCall')]] : []),
  ];
  const columns = [
    {
      title: t('footer.marketplace'),
      links: [
        ['/suppliers', t('footer.findSuppliers')],
        ['/buyers', t('footer.findBuyers')],
        ['/quick-rfq', t('footer.postRfq')],
        ['/ai-agent', t('footer.aiAgent')],
        ['/membership-pricing', t('footer.membership')],
      ],
    },
    {
      title: t('footer.help'),
      links: [
        ['/help', t('footer.helpCentre')],
        ['/help/sitemap', t('footer.helpSitemap')],
        ['/contact-us', t('footer.contactUs')],
        ['/complaint-center', t('footer.complaintCenter')],
        ['/trust-star', t('footer.trustStar')],
      ],
      // Not a page: rights holders report an item from anywhere, in the removal dialog.
      removalLink: true,
      externalLinks,
    },
    {
      title: t('footer.legal'),
      links: [
        ['/privacy-policy', t('footer.privacy')],
        ['/terms-of-use', t('footer.terms')],
        ['/disclaimers', t('footer.disclaimers')],
        ['/intellectual-property-policy', t('footer.ipPolicy')],
        ['/trial-term', t('footer.trialTerms')],
        ['/ai-agent/terms', t('footer.aiAgentTerms')],
      ],
    },
  ];
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <div className={classes.footerAbout}>
            <img src="/images/logo.svg" alt={t('brand')} width={120} height={24} loading="lazy" decoding="async" />
            <Text size="sm" c="dimmed">
              {t('footer.about')}
            </Text>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title} className={classes.footerColumn}>
              <h2 className={classes.footerTitle}>{column.title}</h2>
              {column.links.map(([to, label]) => (
                <AppLink key={to} to={to!} className={classes.footerLink}>
                  {label}
                </AppLink>
              ))}
              {column.externalLinks?.map(([href, label]) => (
                <a key={href} href={href} className={classes.footerLink} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              ))}
              {column.removalLink && (
                // The dialog renders inside its own scope (dialog registry): no Mantine here.
                <button type="button" className={classes.footerLink} onClick={() => dialog.open('requestRemoval', { removalType: 'other' })}>
                  {t('footer.requestRemoval')}
                </button>
              )}
            </nav>
          ))}
        </SimpleGrid>
        <p className={classes.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </Container>
    </footer>
  );
}
