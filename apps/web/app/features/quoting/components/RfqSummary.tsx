import { useId, useState } from 'react';
import { Badge, Collapse, Group, Paper, SimpleGrid, Spoiler, Stack, Text, UnstyledButton } from '@mantine/core';
import type { LeadBrief } from '@tradelink/shared/lead/lead-brief';
import { useTranslation } from '~/lib/use-translation.tsx';
import { AttachmentList } from '~/components/attachment/AttachmentList.tsx';
import { countryName, formatDate, formatMoney } from '~/lib/format.ts';
import { formatQuantity } from '@tradelink/shared/reference/units';

/**
 * The buyer's request beside the quotation being written: its terms, description and files
 * (downloadable), open by default and folded away with one click, so the supplier quotes against
 * what was asked without leaving the form.
 */
export function RfqSummary({ rfq }: { rfq: LeadBrief }) {
  const { t, i18n } = useTranslation('quoting');
  const { t: tc } = useTranslation('catalog');
  const lang = i18n.language;
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const facts: Array<[string, string | null]> = [
    [t('rfq.quantity'), formatQuantity(rfq.quantity, rfq.uom, lang)],
    [t('rfq.targetPrice'), rfq.target_price !== null ? formatMoney(Number(rfq.target_price), rfq.currency, lang) : t('rfq.notGiven')],
    [t('rfq.incoterm'), rfq.incoterm ?? t('rfq.notGiven')],
    [t('rfq.payment'), rfq.payment_method ? (rfq.payment_method === 'Other' ? t('form.otherPayment') : rfq.payment_method) : t('rfq.notGiven')],
    [t('rfq.destination'), rfq.destination_country ? countryName(rfq.destination_country, lang) : t('rfq.notGiven')],
    [t('rfq.frequency'), rfq.frequency ? tc(`frequencies.${rfq.frequency}`) : null],
    [t('rfq.expires'), rfq.expiry_date ? formatDate(rfq.expiry_date, lang) : null],
  ];
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" component="section" aria-label={t('rfq.title')}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} size="sm">
            {t('rfq.title')}
          </Text>
          {rfq.attachments.length > 0 && (
            <Badge size="sm" variant="light" color="blue" tt="none">
              {t('rfq.fileCount', { count: rfq.attachments.length })}
            </Badge>
          )}
          {!rfq.is_open && (
            <Badge size="sm" variant="light" color="gray" tt="none">
              {t('rfq.closed')}
            </Badge>
          )}
        </Group>
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={bodyId} fz="sm" fw={600} c="blue.8" style={{ flexShrink: 0, minHeight: 24 }}>
          {open ? t('rfq.hide') : t('rfq.show')}
        </UnstyledButton>
      </Group>
      <Collapse expanded={open} id={bodyId}>
        <Stack gap="xs" mt="xs">
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing={6} component="dl" m={0}>
            {facts
              .filter((f): f is [string, string] => f[1] !== null)
              .map(([label, value]) => (
                <div key={label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" size="sm" fw={600} m={0}>
                    {value}
                  </Text>
                </div>
              ))}
          </SimpleGrid>
          {rfq.description && (
            <Spoiler maxHeight={66} showLabel={t('rfq.more')} hideLabel={t('rfq.less')}>
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {rfq.description}
              </Text>
            </Spoiler>
          )}
          {rfq.attachments.length > 0 ? (
            <AttachmentList files={rfq.attachments} title={t('rfq.files')} detailsLang={lang} />
          ) : (
            <Text size="xs" c="dimmed">
              {t('rfq.noFiles')}
            </Text>
          )}
        </Stack>
      </Collapse>
    </Paper>
  );
}
