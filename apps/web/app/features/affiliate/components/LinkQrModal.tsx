import { useEffect, useState } from 'react';
import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { PartnerLink } from '@tradelink/shared/affiliate/links';
import { useTranslation } from '~/lib/use-translation.tsx';
import { shareUrl } from './ReferralLinks.tsx';

/** A link's QR code (an SVG made in the browser), shown in a dialog with a download. */
export function LinkQrModal({ link, onClose }: { link: PartnerLink; onClose: () => void }) {
  const { t } = useTranslation('affiliate');
  const url = shareUrl(link);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Loaded on demand: the QR encoder is needed only when a partner opens this dialog.
    void import('qrcode').then((QR) => QR.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })).then((text) => live && setSvg(text));
    return () => {
      live = false;
    };
  }, [url]);
  const href = svg ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : undefined;
  const file = `tradelink-${link.code}.svg`;
  return (
    <Modal opened onClose={onClose} title={t('qr.title', { name: link.name })}>
      <Stack>
        <Center>{href ? <img src={href} alt={t('qr.alt', { url })} width={240} height={240} /> : <Loader aria-label={t('loading')} />}</Center>
        <Text size="xs" ff="monospace" ta="center" style={{ wordBreak: 'break-all' }}>
          {url}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('qr.close')}
          </Button>
          <Button component="a" href={href} download={file} disabled={!href}>
            {t('qr.download')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
