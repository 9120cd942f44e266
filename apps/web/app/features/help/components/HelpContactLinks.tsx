import { Group, Paper } from '~/components/ui/layout.tsx';
import { Anchor, ExternalAnchor, Text } from '~/components/ui/text.tsx';
import { useExternalLinks } from '~/lib/external-links.ts';
import { useTranslation } from '~/lib/use-translation.tsx';

/** "Still stuck?": contact us, the complaint centre, and the scheduling form when one is configured. */
export function HelpContactLinks() {
  const { t } = useTranslation('help');
  const { scheduling } = useExternalLinks();
  return (
    <Paper withBorder p="md" component="aside" aria-label={t('stuck')}>
      <Text fw={600}>{t('stuck')}</Text>
      <Group gap="lg">
        <Anchor to="/contact-us">{t('contactUs')}</Anchor>
        <Anchor to="/complaint-center">{t('complaintCenter')}</Anchor>
        {scheduling && (
          <ExternalAnchor href={scheduling} target="_blank" rel="noopener noreferrer">
            {t('scheduleCall')}
          </ExternalAnchor>
        )}
      </Group>
    </Paper>
  );
}
