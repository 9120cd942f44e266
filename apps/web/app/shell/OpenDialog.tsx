import { Suspense, type ComponentType } from 'react';
import { Loader, Modal, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { dialogRegistry } from './dialog-registry.ts';
import type { DialogComponentProps, DialogType } from '~/components/dialogs/dialog-types.ts';

/** Renders the open dialog. Content scrolls inside a box of at most 90% of the viewport height. */
export default function OpenDialog() {
  const { current, close } = useDialog();
  const { t } = useTranslation();
  if (!current) return null;
  const Component = dialogRegistry[current.type] as ComponentType<DialogComponentProps<DialogType>> | undefined;
  if (!Component) {
    return (
      <Modal opened onClose={close} title={t('dialog.genericTitle')} centered styles={{ content: { maxHeight: '90vh' } }} data-dialog={current.type}>
        <Text>{t('dialog.genericBody')}</Text>
      </Modal>
    );
  }
  return (
    <Suspense fallback={<Modal opened onClose={close} centered withCloseButton={false}><Loader mx="auto" display="block" /></Modal>}>
      <Component props={current.props} close={close} />
    </Suspense>
  );
}
