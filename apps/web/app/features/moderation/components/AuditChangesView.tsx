import { Table, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { auditChanges } from '../audit-changes.ts';

/**
 * An audit row's before → after snapshots, key by key, changed keys highlighted. Values are shown
 * as text: they may hold what users wrote.
 */
export function AuditChangesView({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const { t } = useTranslation('adminModeration');
  const changes = auditChanges(before, after);
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('audit.noDetails')}
      </Text>
    );
  }
  const cell = (value: string | null) => (
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} c={value === null ? 'dimmed' : undefined}>
      {value ?? t('audit.absent')}
    </Text>
  );
  return (
    <Table withTableBorder withColumnBorders fz="sm" maw={720}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('audit.field')}</Table.Th>
          <Table.Th>{t('audit.before')}</Table.Th>
          <Table.Th>{t('audit.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.key} bg={change.changed ? 'var(--mantine-color-yellow-light)' : undefined}>
            <Table.Td>
              <Text size="sm" ff="monospace" fw={change.changed ? 700 : undefined}>
                {change.key}
              </Text>
              {change.changed && (
                <Text size="xs" c="orange.8">
                  {t('audit.changed')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{cell(change.before)}</Table.Td>
            <Table.Td>{cell(change.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
