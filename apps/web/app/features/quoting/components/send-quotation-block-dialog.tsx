import { useTranslation } from '~/lib/use-translation.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { NoticeDialog } from '~/components/dialogs/NoticeDialog.tsx';
import { helpArticlePath } from '@tradelink/shared/help/help-articles';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { formatDate } from '~/lib/format.ts';

/** The allowance is per calendar month in UTC, as the server counts it. */
const firstOfNextMonthUtc = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();

/** `sendQuotationBlock`: the month's quotations are used up, or the plan does not include quoting: upgrade. */
export default function SendQuotationBlockDialog({ props, close }: DialogComponentProps<'sendQuotationBlock'>) {
  const { t, i18n } = useTranslation('quoting');
  // Upgrading happens in place: the plans replace this dialog, and buying returns to this page.
  const dialog = useDialog();
  const body = props.reason === 'quota' && props.limit !== undefined ? t('block.quota', { count: props.limit }) : props.reason === 'quota' ? t('block.quotaNoLimit') : t('block.plan');
  const hints = [...(props.reason === 'quota' ? [t('block.resets', { date: formatDate(firstOfNextMonthUtc(), i18n.language) })] : []), t('block.upgradeHint')];
  return (
    <NoticeDialog
      title={t('block.title')}
      body={body}
      hints={hints}
      secondary={{ label: t('block.later') }}
      primary={{ label: t('block.upgrade'), onClick: () => dialog.open('pricing', {}) }}
      close={close}
      help={helpArticlePath('quotation-limits')}
    />
  );
}
