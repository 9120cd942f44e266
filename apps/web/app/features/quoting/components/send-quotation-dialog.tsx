import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { Attachment } from '@tradelink/shared/attachment/attachment';
import type { Language } from '@tradelink/shared/constants/languages';
import type { QuotationDetail } from '@tradelink/shared/quotation/quotation';
import { appliedTerms, termsToTemplate } from '@tradelink/shared/quotation/template';
import { addDaysIso, todayIso } from '@tradelink/shared/validation/optional';
import { useDialog } from '~/components/dialogs/dialog-context.tsx';
import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';
import { quotationQuery } from '~/features/quotation/api/quotation-queries.ts';
import { ApiError } from '~/lib/api-client.ts';
import { answeredRfqQuery, sendStatusQuery, useSendQuotation, useUpdateQuotation } from '../api/quoting-queries.ts';
import { templateQuery } from '../api/template-queries.ts';
import { clearDraft, draftKey, readDraft, saveDraft } from '../quote-draft.ts';
import { openOver } from '../dialog-return.ts';
import { mergeTemplate, templateSide } from '../template-merge.ts';
import { QuotaUse } from './QuotaUse.tsx';
import { QuotationForm, type CheckedQuotation, type QuotationValues } from './QuotationForm.tsx';
import { RfqSummary } from './RfqSummary.tsx';
import { TemplateConflicts } from './TemplateConflicts.tsx';

/** A quotation already sent, as form values. */
function fromQuotation(q: QuotationDetail): QuotationValues {
  return {
    rfq_id: q.rfq.id,
    unit_price: q.unit_price,
    currency: q.currency,
    quantity: q.quantity,
    uom: q.uom,
    incoterm: (q.incoterm ?? undefined) as QuotationValues['incoterm'],
    payment_terms: (q.payment_terms ?? undefined) as QuotationValues['payment_terms'],
    lead_time_days: q.lead_time_days ?? '',
    valid_until: q.valid_until ?? '',
    message: q.message ?? '',
    attachment_ids: q.attachments.map((a) => a.id),
  };
}

/** Every term a sent quotation holds counts as typed: applying a template to an edit asks before changing any. */
const typedIn = (values: QuotationValues) => Object.entries(values).flatMap(([k, v]) => (v !== undefined && v !== null && String(v) !== '' ? [k] : []));

/**
 * `sendQuotation`: the supplier's quotation for one RFQ, new or (with quotationId) edited, beside
 * the buyer's request in full (terms and files). A new one starts from the request's quantity,
 * unit, currency, incoterm and payment method. What is typed is kept as a draft, so applying or
 * saving a template (their own dialogs) comes back to it; a template fills what was not typed and
 * asks before replacing what was (template-merge.ts).
 * The server checks everything again; its refusals open the warning or block dialog.
 */
export default function SendQuotationDialog({ props, close }: DialogComponentProps<'sendQuotation'>) {
  const { t, i18n } = useTranslation('quoting');
  const lang = i18n.language as Language;
  const dialog = useDialog();
  const { rfqId, productName, quotationId } = props;
  const key = draftKey(rfqId, quotationId);
  const draft = useMemo(() => readDraft(key), [key]);
  const existing = useQuery({ ...quotationQuery(quotationId ?? 0, lang), enabled: Boolean(quotationId) });
  const rfq = useQuery(answeredRfqQuery(rfqId, lang));
  const status = useQuery({ ...sendStatusQuery(rfqId), enabled: !quotationId });
  const template = useQuery({ ...templateQuery(draft?.templateId ?? 0), enabled: Boolean(draft?.templateId) });
  const send = useSendQuotation();
  const update = useUpdateQuotation();

  // The request is shown when it loads; a new quotation waits for it (its terms are the defaults).
  const loading = (quotationId ? existing.isPending : rfq.isPending) || (Boolean(draft?.templateId) && template.isPending);
  const prepared = useMemo(() => {
    if (loading) return null;
    const base: QuotationValues = existing.data
      ? fromQuotation(existing.data)
      : {
          rfq_id: rfqId,
          currency: rfq.data?.currency ?? 'USD',
          quantity: rfq.data ? rfq.data.quantity : '',
          uom: rfq.data?.uom ?? '',
          incoterm: (rfq.data?.incoterm ?? undefined) as QuotationValues['incoterm'],
          payment_terms: (rfq.data?.payment_method ?? undefined) as QuotationValues['payment_terms'],
          valid_until: addDaysIso(todayIso(), 30),
          message: '',
          attachment_ids: [],
        };
    const values = { ...base, ...(draft?.values as QuotationValues | undefined), rfq_id: rfqId };
    const typed = new Set(draft?.typed ?? (existing.data ? typedIn(values) : []));
    if (!template.data) return { values, typed, conflicts: [], templateName: null };
    const merged = mergeTemplate(values, typed, appliedTerms(template.data));
    return { values: merged.values, typed, conflicts: merged.conflicts, templateName: template.data.name };
  }, [loading, existing.data, rfq.data, template.data, draft, rfqId]);
  const initialFiles = useMemo<Attachment[]>(() => draft?.files ?? existing.data?.attachments ?? [], [draft, existing.data]);
  // The supplier's answer to a template that would change typed terms. Taking the template's
  // starts the form again from what is typed now (the draft) with those terms replaced.
  const [choice, setChoice] = useState<'ask' | 'mine' | 'template'>('ask');
  const [override, setOverride] = useState<QuotationValues | null>(null);
  const initial = override ?? prepared?.values ?? null;
  const typed = useRef<Set<string>>(new Set());
  useEffect(() => {
    if (prepared) typed.current = new Set(prepared.typed);
  }, [prepared]);

  // The chosen template is in the form now: keep the result as the draft, without the choice (once).
  const applied = useRef(false);
  useEffect(() => {
    if (!prepared || !draft?.templateId || applied.current) return;
    applied.current = true;
    saveDraft(key, { values: prepared.values, files: initialFiles, typed: [...prepared.typed] });
  }, [prepared, draft, key, initialFiles]);
  const choose = (next: 'mine' | 'template') => {
    setChoice(next);
    if (next !== 'template' || !prepared) return;
    const current = readDraft(key);
    const values = { ...((current?.values as QuotationValues | undefined) ?? prepared.values), ...templateSide(prepared.conflicts) };
    saveDraft(key, { values, files: current?.files ?? initialFiles, typed: [...typed.current] });
    setOverride(values);
  };

  const self = { type: 'sendQuotation' as const, props };
  const keep = (values: QuotationValues, files: Attachment[], field: string) => {
    typed.current.add(field);
    saveDraft(key, { values, files, typed: [...typed.current] });
  };
  const cancel = () => {
    // An unsent new quotation stays as a draft for next time; an abandoned edit does not.
    if (quotationId) clearDraft(key);
    close();
  };

  const submit = async (checked: CheckedQuotation) => {
    try {
      const { rfq_id, ...terms } = checked;
      if (quotationId) await update.mutateAsync({ quotation_id: quotationId, ...terms });
      else await send.mutateAsync({ rfq_id, ...terms });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE') return dialog.open('sendQuotationWarning', {});
      if (error instanceof ApiError && error.code === 'QUOTATION_QUOTA_EXCEEDED') {
        return dialog.open('sendQuotationBlock', { reason: 'quota', limit: status.data?.monthly_limit });
      }
      throw error;
    }
    clearDraft(key);
    notifications.show({ color: 'green', message: quotationId ? t('send.updated') : t('send.sent', { name: productName }) });
    close();
  };

  const missing = quotationId && existing.error instanceof ApiError && existing.error.status === 404;
  return (
    <Modal opened onClose={cancel} title={quotationId ? t('send.editTitle') : t('send.title')} centered size="xl" styles={{ content: { maxHeight: '90vh' } }}>
      <Text fw={600} mb="xs">
        {productName}
      </Text>
      {!quotationId && status.data && <QuotaUse used={status.data.used_this_month} limit={status.data.monthly_limit} mb="sm" />}
      {rfq.data && (
        <div style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          <RfqSummary rfq={rfq.data} />
        </div>
      )}
      {prepared && prepared.conflicts.length > 0 && choice === 'ask' && (
        <TemplateConflicts name={prepared.templateName ?? ''} conflicts={prepared.conflicts} onKeepMine={() => choose('mine')} onUseTemplate={() => choose('template')} />
      )}
      {missing ? (
        <Alert color="red">{t('send.missing')}</Alert>
      ) : existing.data && existing.data.status !== 'sent' ? (
        <Stack>
          <Alert color="yellow">{t('send.decided')}</Alert>
          <Group justify="flex-end">
            <Button component={Link} to={`/quotations/${existing.data.id}`} onClick={close}>
              {t('button.view')}
            </Button>
          </Group>
        </Stack>
      ) : !initial ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : (
        <QuotationForm
          key={choice}
          initial={initial}
          requested={rfq.data ? { incoterm: rfq.data.incoterm, payment: rfq.data.payment_method } : undefined}
          initialFiles={initialFiles}
          submitLabel={quotationId ? t('send.save') : t('send.submit')}
          busy={send.isPending || update.isPending}
          onSubmit={submit}
          onCancel={cancel}
          onValuesChange={keep}
          onApplyTemplate={() =>
            openOver(dialog, self, 'quotationTemplateView', {
              onApply: (templateId) => {
                const current = readDraft(key);
                saveDraft(key, { values: current?.values ?? initial, files: current?.files ?? initialFiles, typed: current?.typed ?? [...typed.current], templateId });
              },
            })
          }
          onSaveTemplate={(values) => openOver(dialog, self, 'quotationTemplate', { initial: termsToTemplate(values) as Record<string, unknown> })}
        />
      )}
    </Modal>
  );
}
