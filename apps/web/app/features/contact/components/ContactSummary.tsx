import type { ReactNode } from 'react';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import type { ContactPreview } from '@tradelink/shared/contact/contact';
import { countryName, formatRelative } from '~/lib/format.ts';

/** What the unlock dialog shows before anything is spent: who the contact is and what it costs. */
export function ContactSummary({ preview, withCost }: { preview: ContactPreview; withCost: boolean }) {
  const { t, i18n } = useTranslation('leads');
  const lang = i18n.language;
  const rows: Array<[string, ReactNode]> = [
    [t('unlock.contactId'), <Text key="id" ff="monospace" size="sm">{preview.contact_id}</Text>],
    [t('unlock.name'), preview.name],
    [t('unlock.company'), preview.company_name ?? '—'],
    [t('unlock.country'), preview.country ? countryName(preview.country, lang) : '—'],
    [
      t('unlock.verification'),
      <Badge key="verified" size="sm" variant="light" color={preview.is_verified ? 'teal' : 'gray'}>
        {t(preview.is_verified ? 'unlock.verified' : 'unlock.unverified')}
      </Badge>,
    ],
    [t('unlock.lastActive'), preview.last_active ? formatRelative(preview.last_active, lang) : t('unlock.neverActive')],
  ];
  if (withCost) {
    rows.push([t('unlock.quotaLeft'), String(preview.contact_quota_left)], [t('unlock.cost'), <Text key="cost" fw={700} size="sm">{t('unlock.costValue')}</Text>]);
  }
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={170}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
