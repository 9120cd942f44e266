import { Button, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { SUPPORT_STATUSES, SUPPORT_TEXT_MAX, supportAnswerForm, type SupportStatus } from '@tradelink/shared/support/support-forms';
import type { AdminSupportRequest } from '@tradelink/shared/support/support';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { useAnswerSupportRequest } from '../api/admin-support-queries.ts';

/**
 * The operator's answer box: an answer (mailed to the requester and shown in their complaint
 * centre), what happens to the request next, or both. The status starts at the current one, so
 * "Keep open" with an answer is the plain reply.
 */
export function AdminSupportAnswerForm({ request }: { request: AdminSupportRequest }) {
  const { t } = useTranslation(['adminSupport', 'support']);
  const answer = useAnswerSupportRequest();
  const form = useZodForm(supportAnswerForm, { id: request.id, body: '', status: request.status });
  const status = (form.values.status ?? request.status) as SupportStatus;
  const hasBody = String(form.values.body ?? '').trim().length > 0;

  const submit = form.onSubmit(async (input) => {
    if (!input.body && input.status === request.status) return form.setFormError(t('detail.answer.nothing'));
    const updated = await answer.mutateAsync(input);
    notifications.show({
      color: 'green',
      message: input.body ? t('detail.answer.sent') : t('detail.answer.statusChanged', { status: t(`support:statuses.${updated.status}`) }),
    });
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="support-answer-title">
      <Stack>
        <Title order={2} size="h4" id="support-answer-title">
          {t('detail.answer.title')}
        </Title>
        <FormErrorAlert message={form.formError} />
        <Textarea
          label={t('detail.answer.body')}
          description={t('detail.answer.bodyHint')}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={SUPPORT_TEXT_MAX}
          {...form.field('body')}
        />
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('detail.answer.action')}
            data={SUPPORT_STATUSES.map((s) => ({ value: s, label: t(`detail.answer.actions.${s}`) }))}
            value={status}
            onChange={(value) => value && form.setField('status', value as SupportStatus)}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
          />
          <Button type="submit" loading={answer.isPending}>
            {hasBody ? t('detail.answer.submit') : t('detail.answer.updateStatus')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
