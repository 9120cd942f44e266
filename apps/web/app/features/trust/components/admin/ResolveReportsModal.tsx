import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { resolveReportsRequest } from '@tradelink/shared/trust/admin-trust';
import type { ReportTargetType } from '@tradelink/shared/trust/trust-constants';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { useResolveReports } from '../../api/admin-trust-queries.ts';

interface Props {
  target: { type: ReportTargetType; id: string; name: string };
  resolution: 'resolved' | 'dismissed';
  onClose: () => void;
}

/** Closes every open report on a target: resolved (acted on) or dismissed (nothing wrong), with an optional note. */
export function ResolveReportsModal({ target, resolution, onClose }: Props) {
  const { t } = useTranslation('adminTrust');
  const resolve = useResolveReports();
  const form = useZodForm(resolveReportsRequest, { target_type: target.type, target_id: target.id, resolution, note: '' });
  const submit = form.onSubmit(async (input) => {
    const { updated } = await resolve.mutateAsync(input);
    notifications.show({ color: 'green', message: t(`resolveModal.done_${resolution}`, { count: updated }) });
    onClose();
  });
  return (
    <Modal opened onClose={onClose} title={t(`resolveModal.title_${resolution}`, { name: target.name })} centered>
      <form noValidate onSubmit={submit}>
        <Stack>
          <FormErrorAlert message={form.formError} />
          <Text size="sm">{t(`resolveModal.hint_${resolution}`)}</Text>
          <Textarea label={t('resolveModal.note')} autosize minRows={2} maxRows={6} {...form.field('note')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" color={resolution === 'resolved' ? 'green' : 'gray'} loading={resolve.isPending}>
              {t(`resolveModal.confirm_${resolution}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
