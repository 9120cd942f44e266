import { Card, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '~/lib/use-translation.tsx';
import { itemKey, type QueueViewProps } from './queue-view.ts';
import { OwnerSummary, PostSummary, RowActions, SelectBox, Waiting } from './QueueRowParts.tsx';

/** The queue as a table (tablets and wider). */
export function QueueTable(props: QueueViewProps) {
  const { t } = useTranslation('adminModeration');
  return (
    <Table.ScrollContainer minWidth={760} visibleFrom="sm">
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>{t('queue.columns.select')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('queue.columns.post')}</Table.Th>
            <Table.Th>{t('queue.columns.owner')}</Table.Th>
            <Table.Th>{t('queue.columns.waiting')}</Table.Th>
            <Table.Th>{t('queue.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((item) => {
            const part = { ...props, item };
            return (
              <Table.Tr key={itemKey(item)} bg={props.selected.has(itemKey(item)) ? 'var(--mantine-color-blue-light)' : undefined}>
                <Table.Td>
                  <SelectBox {...part} />
                </Table.Td>
                <Table.Td maw={360}>
                  <PostSummary {...part} />
                </Table.Td>
                <Table.Td>
                  <OwnerSummary {...part} />
                </Table.Td>
                <Table.Td>
                  <Waiting {...part} />
                </Table.Td>
                <Table.Td>
                  <RowActions {...part} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The queue as cards (phones). */
export function QueueCards(props: QueueViewProps) {
  return (
    <Stack hiddenFrom="sm" gap="sm">
      {props.items.map((item) => {
        const part = { ...props, item };
        return (
          <Card key={itemKey(item)} withBorder padding="sm" component="article">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <SelectBox {...part} />
              <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                <PostSummary {...part} />
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <OwnerSummary {...part} />
                  <Waiting {...part} />
                </Group>
                <RowActions {...part} />
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
