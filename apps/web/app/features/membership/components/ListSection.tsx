import type { ReactNode } from 'react';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from '~/components/UrlPagination.tsx';
import { apiErrorText } from '~/lib/api-client.ts';
import { LoadingBlock } from './LoadingBlock.tsx';

interface ListPage<T> {
  data: T[];
  total: number;
  page_size: number;
}

interface Props<T> {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  intro?: string;
  list: UseQueryResult<ListPage<T>>;
  loadFailed: string;
  empty: string;
  /** Names the pager: the membership page has two paged lists. */
  pagesLabel: string;
  page: number;
  onPage: (page: number) => void;
  /** One row: an `<li>`, keyed. */
  row: (item: T) => ReactNode;
}

/**
 * A titled, paged list of the membership page (payments, quota activity): its loading, error and
 * empty states, the rows as a list, and its pages kept in the component (two lists share the page,
 * so not in the URL).
 */
export function ListSection<T>({ id, title, intro, list, loadFailed, empty, pagesLabel, page, onPage, row }: Props<T>) {
  const data = list.data;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          )}
        </div>
        {list.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(list.error, loadFailed)}
          </Alert>
        )}
        {list.isPending && <LoadingBlock small />}
        {data && data.data.length === 0 && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {data && data.data.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0}>
            {data.data.map(row)}
          </Stack>
        )}
        {data && <Pager total={data.total} pageSize={data.page_size} page={page} onChange={onPage} label={pagesLabel} size="sm" />}
      </Stack>
    </Paper>
  );
}
