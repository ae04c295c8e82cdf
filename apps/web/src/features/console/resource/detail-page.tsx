import { Anchor, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';

interface Props<D> {
  /** The list the page belongs to, and its link's text ('← All students'). */
  back: { to: string; label: string };
  /** The item read from the API: a spinner while it loads, its failure when it fails. */
  query: UseQueryResult<D>;
  /** The page once the item is read. */
  children: (data: D) => ReactNode;
}

/** A console page about one item (a batch, a student): the way back to its list, then the item. */
export function DetailPage<D>({ back, query, children }: Props<D>) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={back.to} size="sm">
        {back.label}
      </Anchor>
      {query.isPending && <PageLoader />}
      {query.isError && <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>}
      {query.data !== undefined && children(query.data)}
    </Stack>
  );
}
