import type { BandTable } from '@portico/contract/reports';

/**
 * GET band-table answers for IELTS tests, as the API serves them (a few rows of each table): the
 * Listening table and the Reading table of the test's own kind (decision 038).
 */
const listening = {
  referenceType: 'Listening',
  title: 'Listening',
  rows: [
    { score: '39–40', band: 9 },
    { score: '30–31', band: 7 },
    { score: '11–12', band: 4 },
    { score: '8–10', band: 3.5 },
    { score: '2–3', band: 2, published: false },
  ],
};

export const academicBandTable = (id: string): BandTable => ({
  id,
  name: 'IELTS Academic Mock 1',
  scoreKind: 'band',
  bands: [
    listening,
    {
      referenceType: 'Reading',
      title: 'Academic Reading',
      rows: [
        { score: '39–40', band: 9 },
        { score: '30–32', band: 7 },
        { score: '10–12', band: 4 },
        { score: '8–9', band: 3.5 },
        { score: '2–3', band: 2, published: false },
      ],
    },
  ],
});

export const generalTrainingBandTable = (id: string): BandTable => ({
  id,
  name: 'IELTS General Training Mock 1',
  scoreKind: 'band',
  bands: [
    listening,
    {
      referenceType: 'Reading',
      title: 'General Training Reading',
      rows: [
        { score: '40', band: 9 },
        { score: '34–35', band: 7 },
        { score: '15–18', band: 4 },
        { score: '12–14', band: 3.5 },
        { score: '2–5', band: 2, published: false },
      ],
    },
  ],
});
