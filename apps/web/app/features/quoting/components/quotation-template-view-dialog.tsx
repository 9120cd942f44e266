import { Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { templateQuery } from '../api/template-queries.ts';
import { closeBack, openOver } from '../dialog-return.ts';
import { TemplateList } from './TemplateList.tsx';

/**
 * `quotationTemplateView`: the supplier's templates with their terms. With `onApply` (opened from
 * the quotation form) choosing one hands it back and returns to the form; editing or creating one
 * opens `quotationTemplate` and comes back here.
 */
export default function QuotationTemplateViewDialog({ props }: DialogComponentProps<'quotationTemplateView'>) {
  const { t } = useTranslation('quoting');
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const self = { type: 'quotationTemplateView' as const, props };
  const onApply = props.onApply;
  return (
    <Modal opened onClose={() => closeBack(dialog)} title={onApply ? t('templates.applyTitle') : t('templates.title')} centered size="lg" styles={{ content: { maxHeight: '90vh' } }}>
      <TemplateList
        onNew={() => openOver(dialog, self, 'quotationTemplate', {})}
        onEdit={(tpl) => openOver(dialog, self, 'quotationTemplate', { templateId: tpl.id })}
        onApply={
          onApply &&
          ((tpl) => {
            // The form reads the template by id when it opens again: it is at hand already.
            queryClient.setQueryData(templateQuery(tpl.id).queryKey, tpl);
            onApply(tpl.id);
            closeBack(dialog);
          })
        }
      />
    </Modal>
  );
}
