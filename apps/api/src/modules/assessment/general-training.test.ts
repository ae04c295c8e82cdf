import { describe, expect, it } from 'vitest';
import {
  answerFirstOptionsAndEnd,
  assessmentFixture,
  type Fixture,
  launchedItems,
  launchPractice,
} from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';
import { ieltsBand } from './scoring/ielts';

/**
 * IELTS General Training has Reading of its own, converted to a band by the General
 * Training table (SCORING.md), not the Academic one, for the same raw score.
 */
const t = useTestApp();

const readingOf40 = (examFamily: string) => ({
  examFamily,
  sections: [
    {
      key: 'reading',
      title: 'Section 1',
      referenceType: 'Reading',
      durationMinutes: 60,
      items: Array.from({ length: 40 }, (_, i) => ({
        key: `r${i + 1}`,
        type: 'mcq',
        html: `<p>Statement ${i + 1}</p>`,
        options: [{ text: 'right', correct: true }, { text: 'wrong' }],
      })),
    },
  ],
});

async function readingBand(f: Fixture, right: number) {
  const { id, data } = await launchPractice(f);
  const report = await answerFirstOptionsAndEnd(f, id, launchedItems(data).slice(0, right));
  return report.sections[0].band as number;
}

describe('IELTS General Training Reading', () => {
  it('is banded by the General Training table; the same raw score in Academic by the Academic one', async () => {
    const general = await assessmentFixture(t, { testExtra: readingOf40('ielts-general') });
    const academic = await assessmentFixture(t, { testExtra: readingOf40('ielts') });
    const gt = await readingBand(general, 30);
    const ac = await readingBand(academic, 30);
    expect(gt).toBe(ieltsBand('general-reading', 30));
    expect(ac).toBe(ieltsBand('academic-reading', 30));
    expect(gt).toBeLessThan(ac);
  });
});
