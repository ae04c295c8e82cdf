import { Button, Group, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { StatusAlert } from '../../../components/status-alert';
import { errorMessage } from '../../../lib/api-error';
import { PageTitle } from './page-title';

interface Props<D> {
  title: string;
  description?: ReactNode;
  /** The header's button for a new item ('New product'); none where each part has its own. */
  newLabel?: string;
  onNew?: () => void;
  newDisabled?: boolean;
  /** The list read from the API: a spinner while it loads, its failure when it fails. */
  query: UseQueryResult<D>;
  /** The outcome of the last change: its message, and its failure when no form shows it. */
  outcome?: { message: string; error: string; formOpen: boolean };
  /** Filters above the list (kept in the address). */
  filters?: ReactNode;
  /** The list, once read. */
  children: (data: D) => ReactNode;
  /** The form's modal and the removal's confirmation. */
  dialogs?: ReactNode;
}

/**
 * A console authoring page (CONSOLE.md Authoring): a title with its 'New' button, filters, the
 * outcome of the last change, the list, and the modals that change it.
 */
export function ResourcePage<D>({
  title,
  description,
  newLabel,
  onNew,
  newDisabled,
  query,
  outcome,
  filters,
  children,
  dialogs,
}: Props<D>) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageTitle title={title}>{description}</PageTitle>
        {newLabel && (
          <Button onClick={onNew} disabled={newDisabled}>
            {newLabel}
          </Button>
        )}
      </Group>
      {filters}
      {outcome?.message && <StatusAlert tone="success">{outcome.message}</StatusAlert>}
      {outcome?.error && !outcome.formOpen && <StatusAlert tone="error">{outcome.error}</StatusAlert>}
      {query.isPending && <PageLoader />}
      {query.isError && <StatusAlert tone="error">{errorMessage(query.error)}</StatusAlert>}
      {query.data !== undefined && children(query.data)}
      {dialogs}
    </Stack>
  );
}
