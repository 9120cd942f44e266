import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Language } from '@tradelink/shared/constants/languages';
import { inquirySendToBuyerRequest } from '@tradelink/shared/inquiry/inquiry';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import { useZodForm } from '~/components/forms/use-zod-form.ts';
import { FormErrorAlert } from '~/components/forms/FormErrorAlert.tsx';
import { UpgradeNotice } from '~/components/ui/UpgradeNotice.tsx';
import { ApiError } from '~/lib/api-client.ts';
import { uomQuery } from '~/lib/reference-queries.ts';
import { SPAM_NOTICE_KEY, useSendInquiryToBuyer } from '../api/inquiry-queries.ts';

const MESSAGE_MIN = 20;

interface Props {
  buyerIdentity: string;
  buyerName: string;
  rfqId?: number;
  rfqName?: string;
  close: () => void;
}

/**
 * The `sendInquiry` dialog towards a buyer: the same fields, checks and spam block as a buyer's
 * inquiry. A plan without "connect with buyers" is refused by the server (PLAN_REQUIRED) and
 * answered here with the upgrade link.
 */
export function SendToBuyerForm({ buyerIdentity, buyerName, rfqId, rfqName, close }: Props) {
  const { t, i18n } = useTranslation('inquiry');
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const units = useQuery(uomQuery(i18n.language as Language)).data ?? [];
  const send = useSendInquiryToBuyer();
  const [sentId, setSentId] = useState<number | null>(null);
  const [planMessage, setPlanMessage] = useState<string | null>(null);
  const form = useZodForm(inquirySendToBuyerRequest, { buyer_identity: buyerIdentity, rfq_id: rfqId, quantity: '', uom: '', message: '', attachment_ids: [] });

  const submit = () => {
    form.setFormError(null);
    const input = form.validate();
    if (!input) return;
    send.mutate(input, {
      onSuccess: (thread) => setSentId(thread.id),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE') dialog.open('sendInquiryWarning', {});
        else if (error instanceof ApiError && error.code === 'PLAN_REQUIRED') setPlanMessage(error.messages[0] ?? null);
        else if (error instanceof ApiError && error.code === 'INQUIRY_SPAM') {
          queryClient.setQueryData(SPAM_NOTICE_KEY, error.messages[0] ?? null);
          dialog.open('blockSpamInquiry', {});
        } else form.showServerError(error);
      },
    });
  };

  const length = (form.values.message ?? '').trim().length;
  return (
    <Modal opened onClose={close} title={t('toBuyer.title', { buyer: buyerName })} centered size="lg" styles={{ content: { maxHeight: '90vh' } }}>
      {sentId !== null ? (
        <Stack>
          <Alert color="teal" role="status">
            {t('toBuyer.sent', { buyer: buyerName })}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={`/business/inquiries/${sentId}`} onClick={close}>
              {t('toBuyer.open')}
            </Button>
            <Button onClick={close}>{t('send.cancel')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack>
            <FormErrorAlert message={form.formError} />
            {planMessage !== null && <UpgradeNotice message={planMessage || undefined} onNavigate={close} />}
            {rfqName && <TextInput label={t('toBuyer.request')} value={rfqName} readOnly variant="filled" />}
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
              placeholder={t('toBuyer.messagePlaceholder')}
              description={t('send.messageHint', { min: MESSAGE_MIN, count: length })}
              autosize
              minRows={5}
              maxRows={12}
              required
              {...form.field('message')}
            />
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
      )}
    </Modal>
  );
}
