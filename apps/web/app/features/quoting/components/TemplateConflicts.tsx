import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { TemplateConflict } from '../template-merge.ts';

/** Where each term's label lives in the quotation form's translations. */
const LABELS: Record<TemplateConflict['field'], string> = {
  unit_price: 'form.unitPrice',
  currency: 'form.currency',
  uom: 'form.uom',
  incoterm: 'form.incoterm',
  payment_terms: 'form.paymentTerms',
  lead_time_days: 'form.leadTime',
  valid_until: 'form.validUntil',
  message: 'form.message',
};

const short = (v: string) => (v.length > 60 ? `${v.slice(0, 57)}…` : v);

/**
 * Asked after a template was applied: it filled every term the supplier had not typed, and these
 * typed ones it would change. The supplier keeps them or takes the template's.
 */
export function TemplateConflicts({ name, conflicts, onKeepMine, onUseTemplate }: { name: string; conflicts: TemplateConflict[]; onKeepMine: () => void; onUseTemplate: () => void }) {
  const { t } = useTranslation('quoting');
  return (
    <Alert color="yellow" role="alert" title={t('templateConflict.title', { name })} mb="md">
      <Text size="sm" mb={6}>
        {t('templateConflict.body', { count: conflicts.length })}
      </Text>
      <List size="sm" spacing={2} mb="sm">
        {conflicts.map((c) => (
          <List.Item key={c.field} style={{ overflowWrap: 'anywhere' }}>
            {t('templateConflict.item', { field: t(LABELS[c.field] as never), mine: short(c.mine), theirs: short(c.theirs) })}
          </List.Item>
        ))}
      </List>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={onKeepMine}>
          {t('templateConflict.keep')}
        </Button>
        <Button size="xs" onClick={onUseTemplate}>
          {t('templateConflict.replace')}
        </Button>
      </Group>
    </Alert>
  );
}
