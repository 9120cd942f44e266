import { useTranslation } from '~/lib/use-translation.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { NoticeDialog } from '~/components/dialogs/NoticeDialog.tsx';

/** `sendInquiryWarning`: the server wants a company name and a country before an inquiry goes out. */
export default function SendInquiryWarningDialog({ close }: DialogComponentProps<'sendInquiryWarning'>) {
  const { t } = useTranslation('inquiry');
  return (
    <NoticeDialog
      title={t('warning.title')}
      body={t('warning.body')}
      secondary={{ label: t('warning.later') }}
      primary={{ label: t('warning.action'), to: '/user/profile' }}
      close={close}
    />
  );
}
