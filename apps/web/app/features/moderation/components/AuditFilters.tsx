import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@tradelink/shared/moderation/admin-moderation';
import { actionLabel, targetLabel } from '../audit-labels.ts';

const ANY = 'any';

export interface AuditFilterValues {
  action: string;
  target_type: string;
  target_id: string;
  actor: string;
}

interface Props {
  values: AuditFilterValues;
  /** A select changed (null: any). */
  onSelect: (name: 'action' | 'target_type', value: string | null) => void;
  /** A text box changed (the page debounces it). */
  onText: (name: 'target_id' | 'actor', value: string) => void;
}

/** The audit log's filters; their values live in the URL. */
export function AuditFilters({ values, onSelect, onText }: Props) {
  const { t } = useTranslation('adminModeration');
  const any = { value: ANY, label: t('audit.filters.any') };
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label={t('audit.filters.action')}
        data={[any, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(t, a) }))]}
        value={values.action || ANY}
        onChange={(v) => onSelect('action', v === ANY ? null : v)}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 230 }}
      />
      <Select
        label={t('audit.filters.targetType')}
        data={[any, ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: targetLabel(t, type) }))]}
        value={values.target_type || ANY}
        onChange={(v) => onSelect('target_type', v === ANY ? null : v)}
        allowDeselect={false}
        w={{ base: '100%', xs: 200 }}
      />
      <TextInput label={t('audit.filters.targetId')} value={values.target_id} onChange={(e) => onText('target_id', e.currentTarget.value)} w={{ base: '100%', xs: 160 }} />
      <TextInput
        type="search"
        label={t('audit.filters.actor')}
        value={values.actor}
        onChange={(e) => onText('actor', e.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
      />
    </Group>
  );
}
