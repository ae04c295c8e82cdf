import { Paper, Table, Text, Title } from '@mantine/core';
import { type Key, type ReactNode, useId } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import stacked from '../../../components/stacked-table.module.css';
import { TableRegion } from '../../../components/table-region';

interface ReportTableProps {
  title: string;
  /** The column headings, in order. */
  columns: readonly string[];
  /** What shows instead of the table when there are no rows. */
  empty?: string;
  hasRows: boolean;
  /** Below this width the table scrolls inside its own region; on a phone its rows stack. */
  minWidth: number;
  /** The rows (Table.Tr), each cell with `data-label` for the stacked phone layout. */
  children: ReactNode;
}

/**
 * A report's question table (the questions summary, the Duolingo and CELPIP questions, the
 * question-wise report): a titled card whose table scrolls in a labelled, focusable region and
 * stacks its cells on a phone.
 */
export function ReportTable({ title, columns, empty = '-', hasRows, minWidth, children }: ReportTableProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} id={headingId} fz="lg" mb="sm">
        {title}
      </Title>
      {hasRows ? (
        <TableRegion labelledBy={headingId} minWidth={minWidth} stack>
          <Table striped verticalSpacing="sm" className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c} scope="col">
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{children}</Table.Tbody>
          </Table>
        </TableRegion>
      ) : (
        <Text c="gray.7">{empty}</Text>
      )}
    </Paper>
  );
}

interface ReportDataTableProps<T> {
  title: string;
  /** Below this width the table scrolls inside its own region. */
  minWidth: number;
  /** On a phone, each row stacks as a card of its cells. */
  stack?: boolean;
  columns: readonly (Column<T> | false)[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** What follows the table inside the card (a note on its values). */
  children?: ReactNode;
}

/**
 * A report's titled table of rows by columns (the progress report's skills, question types and
 * trend, CELPIP's sections): a card whose striped table scrolls in a region named by the title.
 */
export function ReportDataTable<T>({
  title,
  minWidth,
  stack,
  columns,
  rows,
  rowKey,
  children,
}: ReportDataTableProps<T>) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} id={headingId} fz="lg" mb="sm">
        {title}
      </Title>
      <TableRegion labelledBy={headingId} minWidth={minWidth} stack={stack}>
        <DataTable
          fz="sm"
          verticalSpacing={6}
          striped
          className={stack ? stacked.table : undefined}
          rows={rows}
          rowKey={rowKey}
          columns={columns}
        />
      </TableRegion>
      {children}
    </Paper>
  );
}
