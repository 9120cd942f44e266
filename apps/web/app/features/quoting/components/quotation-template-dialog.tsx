import { Alert, Center, Loader, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import { templateFormValues, type TemplateFormInput } from '@tradelink/shared/quotation/template';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { ApiError } from '~/lib/api-client.ts';
import { templateQuery, useSaveTemplate } from '../api/template-queries.ts';
import { closeBack } from '../dialog-return.ts';
import { TemplateForm } from './TemplateForm.tsx';

/**
 * `quotationTemplate`: create a template (prefilled from `initial`, e.g. the quotation being
 * written) or edit one (`templateId`). Saving or cancelling goes back to the dialog it came from.
 */
export default function QuotationTemplateDialog({ props }: DialogComponentProps<'quotationTemplate'>) {
  const { t } = useTranslation('quoting');
  const dialog = useDialog();
  const { templateId } = props;
  const existing = useQuery({ ...templateQuery(templateId ?? 0), enabled: Boolean(templateId) });
  const save = useSaveTemplate();
  const back = () => closeBack(dialog);
  const missing = existing.error instanceof ApiError && existing.error.status === 404;
  const initial: Partial<TemplateFormInput> | null = templateId
    ? existing.data
      ? templateFormValues(existing.data)
      : null
    : { ...(props.initial as Partial<TemplateFormInput> | undefined) };
  return (
    <Modal opened onClose={back} title={templateId ? t('template.editTitle') : t('template.newTitle')} centered size="lg" styles={{ content: { maxHeight: '90vh' } }}>
      {missing ? (
        <Alert color="red">{t('template.missing')}</Alert>
      ) : !initial ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : (
        <TemplateForm
          initial={initial}
          submitLabel={t('template.save')}
          busy={save.isPending}
          onCancel={back}
          onSubmit={async (checked) => {
            const saved = await save.mutateAsync({ ...checked, id: templateId });
            notifications.show({ color: 'green', message: t('template.saved', { name: saved.name }) });
            back();
          }}
        />
      )}
    </Modal>
  );
}
