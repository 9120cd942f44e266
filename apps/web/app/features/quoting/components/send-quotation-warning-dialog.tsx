import { useTranslation } from '~/lib/use-translation.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { NoticeDialog } from '~/components/dialogs/NoticeDialog.tsx';

/** `sendQuotationWarning`: buyers answer suppliers they can identify, so the profile comes first. */
export default function SendQuotationWarningDialog({ close }: DialogComponentProps<'sendQuotationWarning'>) {
  const { t } = useTranslation('quoting');
  return (
    <NoticeDialog
      title={t('warning.title')}
      body={t('warning.body')}
      secondary={{ label: t('warning.later') }}
      primary={{ label: t('warning.action'), to: '/business/setting' }}
      close={close}
    />
  );
}
