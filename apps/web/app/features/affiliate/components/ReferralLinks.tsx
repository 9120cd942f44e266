import { apiErrorText } from '~/lib/api-client.ts';
import { useState } from 'react';
import { Badge, Button, Card, CopyButton, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PartnerLink } from '@tradelink/shared/affiliate/links';
import { useTranslation } from '~/lib/use-translation.tsx';
import { toast } from '~/lib/toast.ts';
import { partnerLinksQuery, useArchivePartnerLink } from '../api/partner-queries.ts';
import { LinkFormModal } from './LinkFormModal.tsx';
import { LinkQrModal } from './LinkQrModal.tsx';
import { QueryError } from './QueryError.tsx';

/** The full address a link shares: this site's origin and the server's share path. */
export function shareUrl(link: PartnerLink): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${link.share_path}`;
}

/** The default link and the campaign links: copy, QR code, edit, archive, create. */
export function ReferralLinks() {
  const { t } = useTranslation('affiliate');
  const links = useQuery(partnerLinksQuery);
  const [editing, setEditing] = useState<PartnerLink | 'new' | null>(null);
  const [qr, setQr] = useState<PartnerLink | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const all = links.data?.links ?? [];
  const shown = all.filter((l) => showArchived || !l.archived);
  const archivedCount = all.filter((l) => l.archived).length;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="partner-links">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="partner-links">
            {t('links.title')}
          </Title>
          <Button onClick={() => setEditing('new')} disabled={!links.data}>
            {t('links.create')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('links.intro')}
        </Text>
        {links.isError && <QueryError error={links.error} />}
        {links.isPending && <Loader aria-label={t('loading')} />}
        {links.data && all.filter((l) => !l.is_default && !l.archived).length === 0 && (
          <Text size="sm" c="dimmed">
            {t('links.empty')}
          </Text>
        )}
        {shown.map((link) => (
          <LinkCard key={link.id} link={link} onEdit={() => setEditing(link)} onQr={() => setQr(link)} />
        ))}
        {archivedCount > 0 && <Switch label={t('links.showArchived', { count: archivedCount })} checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} />}
      </Stack>
      {editing && <LinkFormModal link={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {qr && <LinkQrModal link={qr} onClose={() => setQr(null)} />}
    </Paper>
  );
}

function LinkCard({ link, onEdit, onQr }: { link: PartnerLink; onEdit: () => void; onQr: () => void }) {
  const { t } = useTranslation('affiliate');
  const archive = useArchivePartnerLink();
  const url = shareUrl(link);
  const utm = [link.utm_source, link.utm_medium, link.utm_campaign].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={link.name}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{link.name}</Text>
          {link.is_default && <Badge variant="light">{t('links.default')}</Badge>}
          {link.archived && (
            <Badge variant="light" color="gray">
              {t('links.archived')}
            </Badge>
          )}
        </Group>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="share-url">
          {url}
        </Text>
        <Text size="xs" c="dimmed">
          {t('links.opens', { path: link.target_path })}
          {utm && ` · ${t('links.utm', { values: utm })}`}
        </Text>
        {!link.archived && (
          <Group gap="xs" wrap="wrap">
            <CopyButton value={url} timeout={2000}>
              {({ copied, copy }) => (
                <Button size="xs" variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy} aria-label={copied ? t('links.copied') : t('links.copyNamed', { name: link.name })}>
                  {copied ? t('links.copied') : t('links.copy')}
                </Button>
              )}
            </CopyButton>
            <Button size="xs" variant="default" onClick={onQr}>
              {t('links.qr')}
            </Button>
            {!link.is_default && (
              <>
                <Button size="xs" variant="default" onClick={onEdit}>
                  {t('links.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={archive.isPending}
                  onClick={() =>
                    archive.mutate(
                      { link_id: link.id },
                      {
                        onSuccess: () => toast({ message: t('links.archivedToast', { name: link.name }), color: 'green' }),
                        onError: (e) => toast({ message: apiErrorText(e, t('links.failed')), color: 'red' }),
                      },
                    )
                  }
                >
                  {t('links.archive')}
                </Button>
              </>
            )}
          </Group>
        )}
        {link.archived && (
          <Text size="xs" c="dimmed">
            {t('links.archivedNote')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
