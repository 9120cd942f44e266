import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Attachment } from '@tradelink/shared/attachment/attachment';
import { inquiryReplyRequest, type InquiryThread } from '@tradelink/shared/inquiry/inquiry';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { AttachmentField } from '~/components/attachment/AttachmentField.tsx';
import { useReplyInquiry } from '../api/inquiry-queries.ts';

interface Props {
  inquiryId: number;
  /** After the server accepted the reply (the form is empty again by then). */
  onSent?: (thread: InquiryThread) => void;
  /** Secondary action beside "Send reply" (the drawer's Cancel). */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A reply to an inquiry thread: message and files, checked here with the server's schema; a
 * refusal naming a field shows on it, anything else above the form.
 */
export function InquiryReplyForm({ inquiryId, onSent, onCancel, autoFocus }: Props) {
  const { t } = useTranslation('inquiry');
  const reply = useReplyInquiry();
  const [files, setFiles] = useState<Attachment[]>([]);
  const form = useZodForm(inquiryReplyRequest, { inquiry_id: inquiryId, body: '', attachment_ids: [] });

  const submit = () => {
    form.setFormError(null);
    const input = form.validate();
    if (!input) return;
    reply.mutate(input, {
      onSuccess: (thread) => {
        form.setField('body', '');
        form.setField('attachment_ids', []);
        setFiles([]);
        onSent?.(thread);
      },
      onError: form.showServerError,
    });
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <FormErrorAlert message={form.formError} />
        <Textarea
          label={t('thread.replyLabel')}
          placeholder={t('thread.replyPlaceholder')}
          autosize
          minRows={3}
          maxRows={10}
          data-autofocus={autoFocus || undefined}
          {...form.field('body')}
        />
        <AttachmentField
          label={t('thread.attachments')}
          value={files}
          onChange={(next) => {
            setFiles(next);
            form.setField('attachment_ids', next.map((f) => f.id));
          }}
          error={form.errors.attachment_ids}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('thread.cancel')}
            </Button>
          )}
          <Button type="submit" loading={reply.isPending}>
            {t('thread.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
