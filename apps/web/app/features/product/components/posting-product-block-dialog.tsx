import { useTranslation } from '~/lib/use-translation.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { NoticeDialog } from '~/components/dialogs/NoticeDialog.tsx';
import { helpArticlePath } from '@tradelink/shared/help/help-articles';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';

/** `postingProductBlock`: no product postings left on the plan; the way out is a bigger plan. */
export default function PostingProductBlockDialog({ close }: DialogComponentProps<'postingProductBlock'>) {
  const { t } = useTranslation('products');
  // Upgrading happens in place: the plans replace this dialog, and buying returns to this page.
  const dialog = useDialog();
  return (
    <NoticeDialog
      title={t('block.title')}
      body={t('block.body')}
      hints={[t('block.hint')]}
      secondary={{ label: t('block.manage'), to: '/business/products' }}
      primary={{ label: t('block.upgrade'), onClick: () => dialog.open('pricing', {}) }}
      close={close}
      help={helpArticlePath('product-posting-limits')}
    />
  );
}
