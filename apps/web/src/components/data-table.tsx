import { Table, type TableProps, type TableTrProps } from '@mantine/core';
import type { CSSProperties, Key, ReactNode } from 'react';

/** One column: its heading and what a row shows in it. */
export interface Column<T> {
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** The style of the column's cells (not its heading). */
  style?: CSSProperties;
  /** The cell names its row (a `th scope="row"`), as a level or a section does. */
  rowHeader?: boolean;
  /** The column's name on a phone, where a stacked row shows each cell under its name (default: a text header). */
  label?: string;
}

interface Props<T> extends Omit<TableProps, 'children'> {
  /** The columns; `false` leaves out one this table does not show. */
  columns: readonly (Column<T> | false)[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** Attributes of one row (its `aria-current`, its weight). */
  rowProps?: (row: T) => TableTrProps;
  /** What one row across the table says when there are no rows; without it the body stays empty. */
  empty?: ReactNode;
}

/**
 * A table of rows by columns, the one the reports, the runner's review and the console's lists share:
 * column headings with `scope="col"`, a row heading with `scope="row"` where a column names its row.
 */
export function DataTable<T>({ columns: all, rows, rowKey, rowProps, empty, ...table }: Props<T>) {
  const columns = all.filter((c): c is Column<T> => c !== false);
  return (
    <Table {...table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
            <Table.Th scope="col" key={i}>
              {c.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && empty !== undefined && (
          <Table.Tr>
            <Table.Td colSpan={columns.length}>{empty}</Table.Td>
          </Table.Tr>
        )}
        {rows.map((row, r) => (
          <Table.Tr key={rowKey(row, r)} {...rowProps?.(row)}>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
              <DataCell key={i} column={c} row={row} index={r} />
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DataCell<T>({ column: c, row, index }: { column: Column<T>; row: T; index: number }) {
  const Cell = c.rowHeader ? Table.Th : Table.Td;
  return (
    <Cell
      scope={c.rowHeader ? 'row' : undefined}
      style={c.style}
      data-label={c.label ?? (typeof c.header === 'string' ? c.header : undefined)}
    >
      {c.cell(row, index)}
    </Cell>
  );
}
