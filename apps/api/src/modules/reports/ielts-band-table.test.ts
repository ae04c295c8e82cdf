import { describe, expect, it } from 'vitest';
import { assessmentFixture } from '../../../test/assessment-fixture';
import { client, useTestApp } from '../../../test/harness';

/**
 * Decision 038: each IELTS report's 'Know your Bands' is its own test's table, served by the API
 * from the data the score uses. General Training Reading gives band 7 for 34-35 correct, Academic
 * Reading for 30-32 (IELTS's published tables; see scoring/ielts-published.test.ts for the sources).
 */
const t = useTestApp();

type Row = { score: string; band: number; published?: boolean };
type Bands = { referenceType: string; title?: string; rows: Row[] };

async function bandTable(examFamily: string) {
  const f = await assessmentFixture(t, { testExtra: { examFamily } });
  const res = await client(t, f.company.host).get(`/api/band-table?testId=${f.testId}`);
  expect(res.statusCode).toBe(200);
  return res.json().data.bands as Bands[];
}

const rowOf = (bands: Bands | undefined, band: number) => bands?.rows.find((r) => r.band === band);

describe('IELTS band-table', () => {
  it("a General Training test shows General Training Reading's table, an Academic test the Academic one", async () => {
    const [gtListening, gtReading] = await bandTable('ielts-general');
    const [, acReading] = await bandTable('ielts');
    expect(gtReading?.title).toBe('General Training Reading');
    expect(rowOf(gtReading, 7)).toEqual({ score: '34–35', band: 7 });
    expect(rowOf(gtReading, 9)).toEqual({ score: '40', band: 9 });
    expect(acReading?.title).toBe('Academic Reading');
    expect(rowOf(acReading, 7)).toEqual({ score: '30–32', band: 7 });
    // Listening is one test for both.
    expect(gtListening?.title).toBe('Listening');
    expect(rowOf(gtListening, 4)).toEqual({ score: '11–12', band: 4 });
    expect(rowOf(gtListening, 3.5)).toEqual({ score: '8–10', band: 3.5 });
  });

  it("marks Portico's own rows below the lowest published one", async () => {
    const [listening, reading] = await bandTable('ielts-general');
    expect(listening?.rows.filter((r) => r.published === false).map((r) => r.score)).toEqual([
      '2–3',
      '1',
      '0',
    ]);
    expect(reading?.rows.filter((r) => r.published === false).map((r) => r.score)).toEqual(['2–5', '1', '0']);
    expect(rowOf(reading, 2.5)).toEqual({ score: '6–8', band: 2.5 });
  });
});
