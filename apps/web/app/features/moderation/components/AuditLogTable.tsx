import { Fragment, useState } from 'react';
import { Anchor, Button, Table, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { Link } from 'react-router';
import type { AuditLogEntry } from '@tradelink/shared/moderation/admin-moderation';
import { formatDateTime } from '~/lib/format.ts';
import { actionLabel, targetLabel, targetLink } from '../audit-labels.ts';
import { AuditChangesView } from './AuditChangesView.tsx';

function Target({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('adminModeration');
  const link = targetLink(entry.target_type, entry.target_id);
  const label = `${targetLabel(t, entry.target_type)} ${entry.target_id}`;
  return link ? (
    <Anchor component={Link} to={link} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label}
    </Anchor>
  ) : (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {label}
    </Text>
  );
}

/** The audit log, newest first; each row opens its before → after view. Scrolls sideways on phones. */
export function AuditLogTable({ entries }: { entries: AuditLogEntry[] }) {
  const { t, i18n } = useTranslation('adminModeration');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.columns.time')}</Table.Th>
            <Table.Th>{t('audit.columns.actor')}</Table.Th>
            <Table.Th>{t('audit.columns.action')}</Table.Th>
            <Table.Th>{t('audit.columns.target')}</Table.Th>
            <Table.Th>{t('audit.columns.reason')}</Table.Th>
            <Table.Th>{t('audit.columns.changes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            const detailsId = `audit-${entry.id}-changes`;
            return (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {/* To the second: the log is the record of who did what when. */}
                    <Text size="sm">{formatDateTime(entry.created_at, i18n.language, { second: '2-digit' })}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={entry.actor_email ? undefined : 'dimmed'} fs={entry.actor_email ? undefined : 'italic'} style={{ overflowWrap: 'anywhere' }}>
                      {entry.actor_email ?? t('audit.system')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {actionLabel(t, entry.action)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Target entry={entry} />
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Text size="sm" lineClamp={expanded ? undefined : 2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {entry.reason ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button size="compact-xs" variant="subtle" onClick={() => toggle(entry.id)} aria-expanded={expanded} aria-controls={expanded ? detailsId : undefined}>
                      {expanded ? t('audit.hideChanges') : t('audit.showChanges')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {expanded && (
                  <Table.Tr id={detailsId}>
                    <Table.Td colSpan={6}>
                      <AuditChangesView before={entry.before} after={entry.after} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
