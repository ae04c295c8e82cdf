import {
  CARD_IMPORT_MAX_ROWS,
  type CardImportRowError,
  type CardInput,
  CardInputSchema,
} from '@portico/contract/review-decks';

/** The rows of a CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF), with each row's line. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const ch = src[i] as string;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

const COLUMNS = ['front', 'back', 'example', 'audioUrl'] as const;
const isHeader = (cells: string[]) =>
  /^front$/i.test(cells[0]?.trim() ?? '') && /^back$/i.test(cells[1]?.trim() ?? '');

/**
 * The cards of a CSV import (front, back, example, audio URL; the last two optional; a header row of
 * these names is skipped), each checked as a card typed in the console is, with every row's problems.
 */
export function readCardCsv(text: string): {
  rows: (CardInput & { line: number })[];
  errors: CardImportRowError[];
} {
  const parsed = parseCsv(text);
  const body = parsed.length > 0 && isHeader(parsed[0]?.cells ?? []) ? parsed.slice(1) : parsed;
  const errors: CardImportRowError[] = [];
  const rows: (CardInput & { line: number })[] = [];
  if (body.length === 0) errors.push({ line: 1, field: 'file', message: 'The file has no cards' });
  if (body.length > CARD_IMPORT_MAX_ROWS) {
    errors.push({ line: 1, field: 'file', message: `At most ${CARD_IMPORT_MAX_ROWS} cards at once` });
    return { rows, errors };
  }
  for (const { line, cells } of body) {
    if (cells.length > COLUMNS.length) {
      errors.push({
        line,
        field: 'row',
        message: `has ${cells.length} columns; at most 4 (front, back, example, audio URL)`,
      });
      continue;
    }
    const raw = Object.fromEntries(COLUMNS.map((c, n) => [c, cells[n] ?? '']));
    const result = CardInputSchema.safeParse(raw);
    if (result.success) rows.push({ ...result.data, line });
    else {
      for (const issue of result.error.issues) {
        errors.push({ line, field: String(issue.path[0] ?? 'row'), message: issue.message });
      }
    }
  }
  return { rows, errors };
}
