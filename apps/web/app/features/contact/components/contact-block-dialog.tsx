import { useTranslation } from '~/lib/use-translation.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { NoticeDialog } from '~/components/dialogs/NoticeDialog.tsx';
import { helpArticlePath } from '@tradelink/shared/help/help-articles';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';

/** `contactBlock`: no contact unlocks left; contacts already unlocked stay free, more come with a plan. */
export default function ContactBlockDialog({ close }: DialogComponentProps<'contactBlock'>) {
  const { t } = useTranslation('leads');
  // Upgrading happens in place: the plans replace this dialog, and buying returns to this page.
  const dialog = useDialog();
  return (
    <NoticeDialog
      title={t('block.title')}
      body={t('block.body')}
      hints={[t('block.hint')]}
      secondary={{ label: t('block.contacts'), to: '/business/contacts' }}
      primary={{ label: t('block.upgrade'), onClick: () => dialog.open('pricing', {}) }}
      close={close}
      help={helpArticlePath('unlock-buyer-contacts')}
    />
  );
}
