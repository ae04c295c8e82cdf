import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { attachment, toCsv, toXlsx } from './table-export';

const table = {
  name: 'Students: March/April',
  columns: [{ header: 'Name' }, { header: 'Score' }, { header: 'Note' }],
  rows: [
    ['Asha, "A."', -2.5, null],
    ['=1+1', 0, 'line one\nline two'],
    ['@SUM(A1)', Number.NaN, '-minus first'],
  ],
};

describe('a table to take away', () => {
  it('is RFC 4180 CSV after a byte-order mark, numbers as numbers and formulas inert', () => {
    expect(toCsv(table)).toBe(
      '\uFEFFName,Score,Note\r\n"Asha, ""A.""",-2.5,\r\n\'=1+1,0,"line one\nline two"\r\n\'@SUM(A1),,\'-minus first\r\n',
    );
  });

  it('is an XLSX workbook of one sheet whose name a spreadsheet accepts', async () => {
    const files = unzipSync(new Uint8Array(await toXlsx(table)));
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain('name="Students  March April"');
    const text = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(text).toContain("'=1+1");
    expect(text).toContain('Asha, "A."');
    expect(strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)).toContain('<v>-2.5</v>');
  });

  it('names the download safely in both forms of Content-Disposition', () => {
    expect(attachment('analyse ü "x".csv')).toBe(
      `attachment; filename="analyse____x_.csv"; filename*=UTF-8''analyse%20%C3%BC%20%22x%22.csv`,
    );
  });
});
