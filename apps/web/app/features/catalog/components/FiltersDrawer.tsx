import type { ReactNode } from 'react';
import { Button, Drawer } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';

/** The filters as a bottom sheet on phones; its own module, loaded the first time it is opened. */
export default function FiltersDrawer({ opened, onClose, children }: { opened: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <Drawer opened={opened} onClose={onClose} title={t('filters.title')} position="bottom" size="80%" hiddenFrom="md">
      {children}
      <Button fullWidth mt="md" onClick={onClose}>
        {t('filters.apply')}
      </Button>
    </Drawer>
  );
}
