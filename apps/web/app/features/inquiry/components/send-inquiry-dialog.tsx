import { Button, Group, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Language } from '@tradelink/shared/constants/languages';
import { inquirySendRequest } from '@tradelink/shared/inquiry/inquiry';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { SPAM_NOTICE_KEY, useSendInquiry } from '../api/inquiry-queries.ts';
import { uomQuery } from '~/lib/reference-queries.ts';
import { SendToBuyerForm } from './send-to-buyer-form.tsx';

const MESSAGE_MIN = 20;

/**
 * `sendInquiry`: quantity, unit and a message to one supplier, about one of its products or in
 * general. Checked here with the server's schema; the server's refusals open their own dialogs.
 */
export default function SendInquiryDialog({ props, close }: DialogComponentProps<'sendInquiry'>) {
  if ('buyerIdentity' in props) return <SendToBuyerForm {...props} close={close} />;
  return <SendToSupplierForm {...props} close={close} />;
}

function SendToSupplierForm({ close, ...props }: Extract<DialogComponentProps<'sendInquiry'>['props'], { supplierIdentity: string }> & { close: () => void }) {
  const { t, i18n } = useTranslation('inquiry');
  const lang = i18n.language as Language;
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const units = useQuery(uomQuery(lang)).data ?? [];
  const send = useSendInquiry();
  const form = useZodForm(inquirySendRequest, {
    supplier_identity: props.supplierIdentity,
    product_id: props.productId,
    quantity: '',
    uom: '',
    message: '',
    attachment_ids: [],
  });

  const submit = () => {
    form.setFormError(null);
    const input = form.validate();
    if (!input) return;
    send.mutate(input, {
      onSuccess: (thread) => dialog.open('finishInquiry', { inquiryId: thread.id, supplierName: props.supplierName }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE') dialog.open('sendInquiryWarning', {});
        else if (error instanceof ApiError && error.code === 'INQUIRY_SPAM') {
          queryClient.setQueryData(SPAM_NOTICE_KEY, error.messages[0] ?? null);
          dialog.open('blockSpamInquiry', {});
        } else form.showServerError(error);
      },
    });
  };

  const length = (form.values.message ?? '').trim().length;
  return (
    <Modal opened onClose={close} title={t('send.title', { supplier: props.supplierName })} centered size="lg" styles={{ content: { maxHeight: '90vh' } }}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <FormErrorAlert message={form.formError} />
          {props.productName && <TextInput label={t('send.product')} value={props.productName} readOnly variant="filled" />}
          <Group grow align="flex-start">
            <TextInput label={t('send.quantity')} placeholder={t('send.quantityPlaceholder')} inputMode="decimal" {...form.field('quantity')} />
            <Select
              label={t('send.unit')}
              placeholder={t('send.unitPlaceholder')}
              data={units.map((u) => ({ value: u.name, label: u.label }))}
              value={form.values.uom || null}
              onChange={(v) => form.setField('uom', v ?? '')}
              error={form.errors.uom}
              searchable
              clearable
            />
          </Group>
          <Textarea
            label={t('send.message')}
            placeholder={t('send.messagePlaceholder')}
            description={t('send.messageHint', { min: MESSAGE_MIN, count: length })}
            autosize
            minRows={5}
            maxRows={12}
            required
            {...form.field('message')}
          />
          {form.errors.product_id && (
            <Text c="red" size="sm" role="alert">
              {form.errors.product_id}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('send.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
