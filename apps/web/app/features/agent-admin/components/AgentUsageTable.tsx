import { Anchor, Box, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { adminAgentUsageItem } from '@tradelink/shared/agent/chat';
import { useTranslation } from '~/lib/use-translation.tsx';
import { formatDateTime, formatNumber } from '~/lib/format.ts';

type Row = z.infer<typeof adminAgentUsageItem>;

/** One line per user: messages, tool steps, tokens in and out, failed and stopped turns, conversations, last use. */
export function AgentUsageTable({ rows }: { rows: Row[] }) {
  const { t, i18n } = useTranslation('adminAgent');
  const lang = i18n.language;
  const n = (value: number) => formatNumber(value, lang);
  return (
    <Box tabIndex={0} role="region" aria-label={t('table.label')} style={{ overflowX: 'auto' }}>
      <Table striped miw={900} aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.user')}</Table.Th>
            <Table.Th ta="right">{t('table.messages')}</Table.Th>
            <Table.Th ta="right">{t('table.toolCalls')}</Table.Th>
            <Table.Th ta="right">{t('table.inputTokens')}</Table.Th>
            <Table.Th ta="right">{t('table.outputTokens')}</Table.Th>
            <Table.Th ta="right">{t('table.failed')}</Table.Th>
            <Table.Th ta="right">{t('table.stopped')}</Table.Th>
            <Table.Th ta="right">{t('table.conversations')}</Table.Th>
            <Table.Th>{t('table.lastUsed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.user_id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/users/${r.user_id}`} size="sm">
                  {r.name || r.email}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {r.email}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{n(r.messages)}</Table.Td>
              <Table.Td ta="right">{n(r.tool_calls)}</Table.Td>
              <Table.Td ta="right">{n(r.input_tokens)}</Table.Td>
              <Table.Td ta="right">{n(r.output_tokens)}</Table.Td>
              <Table.Td ta="right">{n(r.failed)}</Table.Td>
              <Table.Td ta="right">{n(r.stopped)}</Table.Td>
              <Table.Td ta="right">{n(r.conversations)}</Table.Td>
              <Table.Td>{r.last_used_at ? formatDateTime(r.last_used_at, lang) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
