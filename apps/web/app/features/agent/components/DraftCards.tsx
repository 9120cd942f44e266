import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { AgentToolOutput, DraftRfqOutput } from '@tradelink/shared/agent/tools';
import { useTranslation } from '~/lib/use-translation.tsx';
import { startFromValues } from '~/features/quoting/public/start-from-draft.ts';
import { countryName, formatAmountWithUnit, formatDate, formatMoney } from '~/lib/format.ts';
import { quotationDraftValues, quotationFormUrl, rfqDraftUrl } from '../draft-prefill.ts';
import { missingLabels } from '../field-labels.ts';
import { ToolSection } from './ToolSection.tsx';
import { useUnitLabel } from './use-unit-label.ts';

/** The facts of a draft, one line each, only those it has. */
function Facts({ rows }: { rows: Array<[string, string | null | undefined]> }) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <List size="sm" spacing={2} listStyleType="none" m={0} p={0}>
      {shown.map(([label, value]) => (
        <List.Item key={label}>
          <Text span size="sm" c="dimmed">
            {label}:
          </Text>{' '}
          {value}
        </List.Item>
      ))}
    </List>
  );
}

/** Opens the RFQ posting form with the draft (kept in this browser: draft-prefill.ts). */
export function useOpenRfqDraft() {
  const navigate = useNavigate();
  return (draft: Pick<DraftRfqOutput, 'form' | 'category_name'>) => void navigate(rfqDraftUrl(draft));
}

/** `draft_rfq`: what the request would say, what is missing, and the form to review and post it. */
export function RfqDraftCard({ draft }: { draft: DraftRfqOutput }) {
  const { t, i18n } = useTranslation('agent');
  const { t: ts } = useTranslation('sourcing');
  const lang = i18n.language;
  const open = useOpenRfqDraft();
  const unit = useUnitLabel();
  const f = draft.form;
  const missing = missingLabels(draft.missing, 'rfq', ts);
  return (
    <ToolSection title={t('tools.rfqDraft.title', { name: f.product_name ?? '' })}>
      <Facts
        rows={[
          [t('tools.rfqDraft.category'), draft.category_name],
          [t('tools.rfqDraft.quantity'), f.quantity ? formatAmountWithUnit(Number(f.quantity), unit(f.uom), lang) : null],
          [t('tools.rfqDraft.targetPrice'), f.target_price ? formatMoney(Number(f.target_price), f.currency ?? 'USD', lang) : null],
          [t('tools.rfqDraft.terms'), [f.incoterm, f.payment_method].filter(Boolean).join(' · ')],
          [t('tools.rfqDraft.destination'), f.destination_country ? countryName(f.destination_country, lang) : null],
          [t('tools.rfqDraft.expiry'), f.expiry_date ? formatDate(f.expiry_date, lang) : null],
        ]}
      />
      {f.description && (
        <Text size="sm" lineClamp={4}>
          {f.description}
        </Text>
      )}
      {draft.reason && (
        <Text size="sm" c="dimmed">
          {t('tools.rfqDraft.why')}: {draft.reason}
        </Text>
      )}
      {missing.length > 0 && (
        <Text size="sm" c="orange.9">
          {t('tools.rfqDraft.missing', { fields: missing.join(', ') })}
        </Text>
      )}
      <Group justify="space-between" align="center" gap="xs">
        <Text size="xs" c="dimmed" style={{ flex: '1 1 220px' }}>
          {t('tools.rfqDraft.note')}
        </Text>
        <Button size="sm" onClick={() => open(draft)}>
          {t('tools.rfqDraft.open')}
        </Button>
      </Group>
    </ToolSection>
  );
}

/**
 * `draft_quotation`: the terms (from a template where one fitted), and the quotation form for that
 * request opened with them. A supplier who already quoted is offered that quotation instead.
 */
export function QuotationDraftCard({ output }: { output: AgentToolOutput<'draft_quotation'> }) {
  const { t, i18n } = useTranslation('agent');
  const { t: tq } = useTranslation('quoting');
  const navigate = useNavigate();
  const unit = useUnitLabel();
  const lang = i18n.language;
  const f = output.form;
  const missing = missingLabels(output.missing, 'quotation', tq);
  const openForm = () => {
    const { values, typed } = quotationDraftValues(output);
    startFromValues(output.rfq_id, values, typed);
    void navigate(quotationFormUrl(output.rfq_id));
  };
  return (
    <ToolSection title={t('tools.quoteDraft.title', { name: output.rfq.product_name })} link={{ to: `/request/${output.rfq_id}`, label: `#${output.rfq_id}` }}>
      <Facts
        rows={[
          [t('tools.quoteDraft.unitPrice'), f.unit_price ? formatMoney(Number(f.unit_price), f.currency ?? output.rfq.currency, lang) : null],
          [t('tools.quoteDraft.quantity'), f.quantity ? formatAmountWithUnit(Number(f.quantity), unit(f.uom), lang) : null],
          [t('tools.quoteDraft.terms'), [f.incoterm, f.payment_terms].filter(Boolean).join(' · ')],
          [t('tools.quoteDraft.leadTime'), f.lead_time_days ? t('tools.quotations.days', { count: Number(f.lead_time_days) }) : null],
          [t('tools.quoteDraft.validUntil'), f.valid_until ? formatDate(f.valid_until, lang) : null],
        ]}
      />
      {f.message && (
        <Text size="sm" lineClamp={4}>
          {f.message}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {output.template ? t('tools.quoteDraft.template', { name: output.template.name }) : t('tools.quoteDraft.noTemplate')}
      </Text>
      {output.reason && (
        <Text size="sm" c="dimmed">
          {t('tools.rfqDraft.why')}: {output.reason}
        </Text>
      )}
      {missing.length > 0 && (
        <Text size="sm" c="orange.9">
          {t('tools.rfqDraft.missing', { fields: missing.join(', ') })}
        </Text>
      )}
      {output.existing_quotation ? (
        <Alert color="blue" p="xs">
          <Stack gap={6}>
            <Text size="sm">{t('tools.quoteDraft.existing')}</Text>
            <Button component={Link} to={`/quotations/${output.existing_quotation.id}`} size="xs" variant="light" style={{ alignSelf: 'flex-start' }}>
              {t('tools.quoteDraft.openExisting')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Group justify="space-between" align="center" gap="xs">
          <Text size="xs" c="dimmed" style={{ flex: '1 1 220px' }}>
            {t('tools.quoteDraft.note')}
          </Text>
          <Button size="sm" onClick={openForm}>
            {t('tools.quoteDraft.open')}
          </Button>
        </Group>
      )}
    </ToolSection>
  );
}
