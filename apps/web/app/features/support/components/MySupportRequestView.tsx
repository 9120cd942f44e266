import { Alert, Anchor, Button, Card, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '~/lib/use-translation.tsx';
import { supportReplyForm } from '@tradelink/shared/support/support-forms';
import type { SupportRequestDetail } from '@tradelink/shared/support/support';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { formatDate } from '~/lib/format.ts';
import { useMySupportRequest, useReplySupportRequest } from '../api/support-queries.ts';
import { RequestDetailsList } from './RequestDetailsList.tsx';
import { SupportRequestHeader } from './SupportRequestHeader.tsx';
import { SupportThread } from './SupportThread.tsx';
import { SupportTextarea } from './SupportTextarea.tsx';

/** One of the user's requests: what they sent, the thread with the team's answers, and a reply box while it is not closed. */
export function MySupportRequestView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t, i18n } = useTranslation('support');
  const request = useMySupportRequest(id);
  const back = (
    <Anchor component="button" type="button" onClick={onBack} size="sm">
      ← {t('center.thread.back')}
    </Anchor>
  );
  if (request.isError) {
    return (
      <Stack align="flex-start">
        {back}
        <Alert color="gray">{t('center.thread.notFound')}</Alert>
      </Stack>
    );
  }
  const r = request.data;
  if (!r) return back;
  return (
    <Stack>
      {back}
      <Card withBorder padding="md" component="section" aria-labelledby="support-request-title">
        <Stack gap="sm">
          <SupportRequestHeader
            request={r}
            headingId="support-request-title"
            meta={`${t('center.list.reference', { id: r.id })} · ${t('center.thread.sentOn', { date: formatDate(r.created_at, i18n.language) })}`}
          />
          <RequestDetailsList details={r.details} />
        </Stack>
      </Card>
      <SupportThread request={r} labels={{ user: t('center.thread.you'), operator: t('center.thread.team') }} lang={i18n.language} />
      {r.status === 'closed' ? <Alert color="gray">{t('center.thread.closedNote')}</Alert> : <ReplyBox key={r.messages.length} request={r} />}
    </Stack>
  );
}

function ReplyBox({ request }: { request: SupportRequestDetail }) {
  const { t } = useTranslation('support');
  const reply = useReplySupportRequest();
  const form = useZodForm(supportReplyForm, { id: request.id, body: '' });
  const submit = form.onSubmit(async (input) => {
    await reply.mutateAsync(input);
    notifications.show({ color: 'green', message: t('center.thread.sent') });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {request.status === 'resolved' && <Alert color="green">{t('center.thread.resolvedNote')}</Alert>}
        <FormErrorAlert message={form.formError} />
        <SupportTextarea label={t('center.thread.replyLabel')} placeholder={t('center.thread.replyPlaceholder')} min={1} {...form.field('body')} />
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            {t('center.thread.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
