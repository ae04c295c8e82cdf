import type { FastifyReply } from 'fastify';
import writeExcelFile from 'write-excel-file/node';

/**
 * A table the console lets staff take away (issue 45 part 3): its name (the sheet's), its columns and
 * its rows, each cell a text, a number or empty. The same table is written as CSV or as XLSX.
 */
export interface ExportTable {
  name: string;
  columns: readonly { header: string; width?: number }[];
  rows: readonly (readonly (string | number | null)[])[];
}

export type TableFormat = 'csv' | 'xlsx';

/**
 * A text a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return
 * first) is written with a leading apostrophe, so an exported student's name or answer can never run
 * in the reader's spreadsheet (OWASP: CSV injection). Numbers are written as numbers.
 */
function inert(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const csvCell = (value: string | number | null) => {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = inert(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180 CSV with CRLF line ends, after a byte-order mark so that Excel reads it as UTF-8. */
export function toCsv(table: ExportTable): string {
  const lines = [table.columns.map((c) => csvCell(c.header)), ...table.rows.map((r) => r.map(csvCell))];
  return `\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}

/** The table as an XLSX workbook of one sheet (write-excel-file): bold headers, numbers as numbers. */
export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const header = table.columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const }));
  const rows = table.rows.map((r) =>
    r.map((v) =>
      v === null || (typeof v === 'number' && !Number.isFinite(v))
        ? null
        : typeof v === 'number'
          ? { value: v, type: Number }
          : { value: inert(v), type: String },
    ),
  );
  return writeExcelFile([header, ...rows], {
    sheet: table.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '),
    columns: table.columns.map((c) => ({ width: c.width ?? 14 })),
  }).toBuffer();
}

/** An `attachment` disposition safe for any name (RFC 6266 / 5987). */
export const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Sends the table as a download in `format`, named `fileName` plus its extension; never cached. */
export async function sendTable(
  reply: FastifyReply,
  table: ExportTable,
  format: TableFormat,
  fileName: string,
) {
  const body = format === 'csv' ? toCsv(table) : await toXlsx(table);
  return reply
    .header(
      'Content-Type',
      format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    .header('Content-Disposition', attachment(`${fileName}.${format}`))
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
