import { describe, expect, it } from 'vitest';
import academicReading from '../../../../api/src/modules/assessment/scoring/ielts-academic-reading.json' with {
  type: 'json',
};
import listening from '../../../../api/src/modules/assessment/scoring/ielts-listening.json' with {
  type: 'json',
};
import { ACADEMIC_READING_BANDS, knowYourBandsRows, LISTENING_BANDS } from './bands';

type Row = { minRaw: number; maxRaw: number; band: number; published?: boolean };

// SCORING.md: 'Know your Bands' is the official table the server scores with: only the published rows.
const published = (rows: Row[]) =>
  rows.filter((row) => row.published !== false).map(({ minRaw, maxRaw, band }) => ({ minRaw, maxRaw, band }));

describe('Know your Bands tables', () => {
  it('Listening equals the published rows of the server table', () => {
    expect(LISTENING_BANDS).toEqual(published(listening.rows));
  });

  it('Academic Reading equals the published rows of the server table', () => {
    expect(ACADEMIC_READING_BANDS).toEqual(published(academicReading.rows));
  });

  it('lists every band once, highest first, with each raw-score range', () => {
    const rows = knowYourBandsRows();
    expect(rows[0]).toEqual({ band: 9, listening: '39–40', reading: '39–40' });
    expect(rows.find((row) => row.band === 7.5)).toEqual({ band: 7.5, listening: '32–34', reading: '33–34' });
    expect(rows.map((row) => row.band)).toEqual([...rows.map((row) => row.band)].sort((a, b) => b - a));
    expect(rows.at(-1)?.band).toBe(2.5);
  });
});
