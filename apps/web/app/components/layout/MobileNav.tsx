import { Anchor, Drawer, Stack } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';

/** The phone menu. Its own module: the drawer's code loads the first time the burger is pressed. */
export default function MobileNav({ opened, onClose, links }: { opened: boolean; onClose: () => void; links: Array<{ to: string; label: string }> }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} size="80%" title={t('brand')} hiddenFrom="md">
      <Stack component="nav" aria-label={t('nav.menu')}>
        {links.map((l) => (
          <Anchor key={l.to} component={Link} to={l.to} onClick={onClose}>
            {l.label}
          </Anchor>
        ))}
      </Stack>
    </Drawer>
  );
}
