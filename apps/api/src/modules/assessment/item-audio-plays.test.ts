import { describe, expect, it } from 'vitest';
import { assessmentFixture, type Fixture, launchPractice } from '../../../test/assessment-fixture';
import { useTestApp } from '../../../test/harness';
import { importContent } from '../content/content-import';

/**
 * Decision 039: a question's own recording may carry a play limit (`audioPlays`), which
 * the launch carries, the server counts and refuses beyond, and which overrides the exam's rule for
 * that recording. Duolingo's Listen and Type plays three times (Duolingo English Test, Official Guide
 * for Test Takers, 2024: 'Listen and Type ... you can play the audio up to three times').
 */
const t = useTestApp();

const lecture = 'https://media.portico.test/listen-and-type.mp3';
const listenAndType = (key: string, audioPlays?: number) => ({
  key,
  type: 'essay-audio',
  topic: 'Listen and Type',
  html: '<p>Type the statement you hear.</p>',
  media: { audio: `${lecture}?${key}` },
  ...(audioPlays === undefined ? {} : { audioPlays }),
});
const testOf = (template: string, examFamily: string, items: unknown[]) => ({
  template,
  examFamily,
  sections: [{ key: 's1', title: 'Listening', referenceType: 'Listening', durationMinutes: 20, items }],
});

async function started(f: Fixture) {
  const { id, data } = await launchPractice(f);
  const items = (
    data.testJson.SectionResponse as { ItemResponse: { ItemID: string; AudioPlays?: number | null }[] }[]
  ).flatMap((s) => s.ItemResponse);
  return { id, items };
}
const play = (f: Fixture, testId: string, itemId: string) =>
  f.c.post('/api/assessment/audio-play', { testId, itemId });

describe('a question’s own play limit', () => {
  it('Duolingo Listen and Type: three plays, the fourth refused (today: admitted)', async () => {
    const f = await assessmentFixture(t, {
      testExtra: testOf('duolingo', 'duolingo', [listenAndType('d1', 3), listenAndType('d2')]),
    });
    const { id, items } = await started(f);
    const [limited, free] = items;
    expect(limited?.AudioPlays).toBe(3);
    expect(free?.AudioPlays).toBeNull();
    for (const n of [1, 2, 3]) {
      expect((await play(f, id, limited?.ItemID ?? '')).json().data).toEqual({ plays: n, allowed: 3 });
    }
    const fourth = await play(f, id, limited?.ItemID ?? '');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('This recording has already been played.');
    // An item without a limit keeps Duolingo's rule: as often as the student likes.
    for (let n = 0; n < 4; n++) expect((await play(f, id, free?.ItemID ?? '')).statusCode).toBe(200);
  });

  it('overrides the exam’s own rule for that recording (an IELTS question: 2 plays, not 1)', async () => {
    const f = await assessmentFixture(t, {
      testExtra: testOf('ielts', 'ielts', [listenAndType('i1', 2), listenAndType('i2')]),
    });
    const { id, items } = await started(f);
    const [two, once] = items;
    expect((await play(f, id, two?.ItemID ?? '')).json().data).toEqual({ plays: 1, allowed: 2 });
    expect((await play(f, id, two?.ItemID ?? '')).json().data).toEqual({ plays: 2, allowed: 2 });
    expect((await play(f, id, two?.ItemID ?? '')).statusCode).toBe(409);
    expect((await play(f, id, once?.ItemID ?? '')).json().data).toEqual({ plays: 1, allowed: 1 });
    expect((await play(f, id, once?.ItemID ?? '')).statusCode).toBe(409);
  });

  it('the import refuses a limit out of range or on an item with no recording, naming the field', async () => {
    const f = await assessmentFixture(t);
    const bad = (items: unknown[]) =>
      importContent(t.database.db, f.company.code, [
        { path: 'bad.json', json: { key: 'bad', title: 'Bad', ...testOf('duolingo', 'duolingo', items) } },
      ]);
    const noAudio = await bad([{ key: 'x', type: 'essay', html: '<p>Write.</p>', audioPlays: 3 }]);
    expect(noAudio.ok).toBe(false);
    expect(JSON.stringify(noAudio)).toContain('audioPlays');
    expect(JSON.stringify(noAudio)).toContain('give media.audio too');
    const tooMany = await bad([listenAndType('y', 11)]);
    expect(JSON.stringify(tooMany)).toContain('must be at most 10');
    const none = await bad([listenAndType('z', 0)]);
    expect(JSON.stringify(none)).toContain('must be at least 1');
  });
});
