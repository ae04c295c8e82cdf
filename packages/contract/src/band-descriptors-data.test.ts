import { describe, expect, it } from 'vitest';
import { DEFAULT_BAND_DESCRIPTORS } from './band-descriptors-data';
import { RUBRICS } from './evaluation-rubrics';

const rubrics = Object.values(RUBRICS);

/** Every whole number of the criterion's scale, as the table writes it. */
const wholeBands = (c: { min: number; max: number }) => {
  const bands: string[] = [];
  for (let b = Math.ceil(c.min); b <= Math.floor(c.max); b++) bands.push(String(b));
  return bands;
};

describe('default band descriptors', () => {
  it('covers every rubric but the generic points rubric', () => {
    expect(rubrics.length).toBeGreaterThan(0);
    expect(Object.keys(DEFAULT_BAND_DESCRIPTORS).sort()).toEqual(rubrics.map((r) => r.id).sort());
    expect(DEFAULT_BAND_DESCRIPTORS.points).toBeUndefined();
  });

  for (const rubric of rubrics) {
    describe(rubric.id, () => {
      const table = DEFAULT_BAND_DESCRIPTORS[rubric.id] ?? {};

      it('has exactly the rubric’s criteria', () => {
        expect(Object.keys(table).sort()).toEqual(rubric.criteria.map((c) => c.key).sort());
      });

      for (const criterion of rubric.criteria) {
        it(`${criterion.key}: one short descriptor per whole band from ${criterion.min} to ${criterion.max}`, () => {
          const bands = table[criterion.key] ?? {};
          const expected = wholeBands(criterion);
          expect(Object.keys(bands).sort()).toEqual([...expected].sort());
          for (const band of expected) {
            const text = bands[band] ?? '';
            expect(text.trim(), `${rubric.id} ${criterion.key} ${band}`).not.toBe('');
            expect(text.length, `${rubric.id} ${criterion.key} ${band}: ${text}`).toBeLessThanOrEqual(220);
          }
        });

        it(`${criterion.key}: each band says something of its own`, () => {
          const texts = Object.values(table[criterion.key] ?? {});
          expect(new Set(texts).size).toBe(texts.length);
        });
      }
    });
  }

  it('has nothing for an unknown rubric, criterion or band', () => {
    expect(DEFAULT_BAND_DESCRIPTORS['no-such-rubric']).toBeUndefined();
    expect(DEFAULT_BAND_DESCRIPTORS['ielts-writing-task2']?.TA).toBeUndefined();
    expect(DEFAULT_BAND_DESCRIPTORS['ielts-writing-task1']?.TR).toBeUndefined();
    expect(DEFAULT_BAND_DESCRIPTORS['ielts-speaking']?.TA).toBeUndefined();
    expect(DEFAULT_BAND_DESCRIPTORS['ielts-speaking']?.FC?.['10']).toBeUndefined();
    expect(DEFAULT_BAND_DESCRIPTORS['ielts-speaking']?.FC?.['6.5']).toBeUndefined();
    expect(DEFAULT_BAND_DESCRIPTORS['pte-repeat-sentence']?.content?.['4']).toBeUndefined();
    expect(DEFAULT_BAND_DESCRIPTORS['celpip-writing']?.content?.['13']).toBeUndefined();
    expect(DEFAULT_BAND_DESCRIPTORS['gre-awa']?.AW?.['4.5']).toBeUndefined();
  });
});
