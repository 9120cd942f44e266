import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { reportCreateRequest } from '@tradelink/shared/trust/report';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@tradelink/shared/trust/trust-constants';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { useCreateReport } from '../api/trust-queries.ts';

/**
 * `report`: tell the operators about a scammer, spam, an unreachable company, false information or
 * something else. "Other" needs details; they help in every case.
 */
export default function ReportDialog({ props, close }: DialogComponentProps<'report'>) {
  const { t } = useTranslation('trust');
  const create = useCreateReport();
  const [sent, setSent] = useState(false);
  const form = useZodForm(reportCreateRequest, { target_type: props.targetType, target_id: props.targetId, details: '' });
  const reason = form.values.reason as ReportReason | undefined;

  const submit = form.onSubmit(async (input) => {
    try {
      await create.mutateAsync(input);
    } catch (error) {
      // The generic text of this code speaks of inquiries; say it for reports.
      if (error instanceof ApiError && error.code === 'OWN_COMPANY') return form.setFormError(t('report.own'));
      throw error;
    }
    setSent(true);
  });

  return (
    <Modal opened onClose={close} title={t('report.title', { name: props.targetName })} centered size="lg" styles={{ content: { maxHeight: '90vh' } }}>
      {sent ? (
        <Stack>
          <Text role="status">{t('report.success')}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>{t('report.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={submit}>
          <Stack>
            <FormErrorAlert message={form.formError} />
            <Radio.Group label={t('report.reason')} value={reason ?? null} onChange={(value) => form.setField('reason', value as ReportReason)} error={form.errors.reason} required>
              <Stack gap="xs" mt="xs">
                {REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r} label={t(`report.reasons.${r}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('report.details')}
              placeholder={t('report.detailsPlaceholder')}
              description={reason === 'other' ? t('report.detailsRequired') : t('report.detailsHint', { count: (form.values.details ?? '').length, max: REPORT_DETAILS_MAX })}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={REPORT_DETAILS_MAX}
              required={reason === 'other'}
              {...form.field('details')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('report.cancel')}
              </Button>
              <Button type="submit" color="red" loading={create.isPending}>
                {t('report.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
