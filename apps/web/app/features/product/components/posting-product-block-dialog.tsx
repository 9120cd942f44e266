import { useTranslation } from 'react-i18next';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { NoticeDialog } from '~/components/dialogs/NoticeDialog.tsx';

/** `postingProductBlock`: no product postings left on the plan; the way out is a bigger plan. */
export default function PostingProductBlockDialog({ close }: DialogComponentProps<'postingProductBlock'>) {
  const { t } = useTranslation('products');
  return (
    <NoticeDialog
      title={t('block.title')}
      body={t('block.body')}
      hints={[t('block.hint')]}
      secondary={{ label: t('block.manage'), to: '/business/products' }}
      primary={{ label: t('block.upgrade'), to: '/business/membership' }}
      close={close}
    />
  );
}
