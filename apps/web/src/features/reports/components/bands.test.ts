import { describe, expect, it } from 'vitest';
import { academicBandTable, generalTrainingBandTable } from '../../../test/band-tables';
import { knowYourBands, rangeLabel } from './bands';

describe("Know your Bands rows, from the test's own tables (GET band-table)", () => {
  it('lists every band once, highest first, with each table’s raw-score range', () => {
    const table = knowYourBands(generalTrainingBandTable('t'));
    expect(table?.readingTitle).toBe('General Training Reading');
    expect(table?.rows.map((row) => row.band)).toEqual([9, 7, 4, 3.5, 2]);
    expect(table?.rows[1]).toEqual({ band: 7, listening: '30–31', reading: '34–35' });
    expect(table?.hasOwnRows).toBe(true);
  });

  it('marks a row that is Portico’s own', () => {
    expect(rangeLabel({ score: '2–5', band: 2, published: false })).toBe('2–5*');
    expect(rangeLabel({ score: '34–35', band: 7 })).toBe('34–35');
    expect(rangeLabel(undefined)).toBe('-');
  });

  it('is nothing for a test that is not banded, or not loaded', () => {
    const academic = academicBandTable('t');
    expect(knowYourBands({ ...academic, scoreKind: 'scaled' })).toBeNull();
    expect(knowYourBands({ ...academic, bands: academic.bands.slice(0, 1) })).toBeNull();
    expect(knowYourBands(null)).toBeNull();
  });
});
