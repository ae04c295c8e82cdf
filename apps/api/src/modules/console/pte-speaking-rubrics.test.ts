import { answerResult, describeCriteria } from '@portico/contract/evaluation-results';
import { RUBRICS, rubricFor } from '@portico/contract/evaluation-rubrics';
import { describe, expect, it } from 'vitest';
import { evaluationFixture } from '../../../test/evaluation-fixture';
import { useTestApp } from '../../../test/harness';

// Pearson, PTE Academic Score Guide (Version 4, November 2012), 'Item scoring: skills tested and
// scoring criteria': Read Aloud, Describe Image and Re-tell Lecture: content 0-5, oral fluency 0-5,
// pronunciation 0-5; Repeat Sentence: content 0-3 and the same two; Answer Short Question: one
// vocabulary point (appropriate word choice 1, else 0).
const t = useTestApp();
const spoken = (topic: string) => rubricFor('pte', { spoken: true, taskIndex: 0, topic, points: 1 });
const ranges = (topic: string) => spoken(topic).criteria.map((c) => [c.label, c.max]);

describe('PTE speaking: each task on its own traits (decision 040)', () => {
  it('gives Repeat Sentence, Describe Image, Re-tell Lecture and Answer Short Question their own rubrics', () => {
    expect(spoken('Read Aloud').id).toBe('pte-read-aloud');
    expect(ranges('Repeat Sentence')).toEqual([
      ['Content', 3],
      ['Oral Fluency', 5],
      ['Pronunciation', 5],
    ]);
    expect(spoken('Describe Image').id).toBe('pte-describe-image');
    expect(spoken('Re-tell Lecture').id).toBe('pte-retell-lecture');
    expect(ranges('Answer Short Question')).toEqual([['Vocabulary (appropriate word)', 1]]);
    // A speaking task the guide does not cover keeps the general speaking rubric.
    expect(spoken('Respond to a Situation').id).toBe('pte-speaking');
  });

  it("scores each on its own maximum and names the student's criteria by the question's rubric", () => {
    const rs = RUBRICS['pte-repeat-sentence'];
    expect(answerResult(rs, { content: 3, fluency: 5, pronunciation: 5 }, 13)).toEqual({
      value: 13,
      itemScore: 13,
      max: 13,
    });
    // Content 4 is off Repeat Sentence's 0-3 scale.
    expect(answerResult(rs, { content: 4, fluency: 5, pronunciation: 5 }, 13)).toBeNull();
    expect(answerResult(RUBRICS['pte-answer-short-question'], { vocabulary: 1 }, 1)).toEqual({
      value: 1,
      itemScore: 1,
      max: 1,
    });
    const described = describeCriteria({ content: 2, fluency: 4, pronunciation: 3 }, 13, rs);
    expect(described).toMatchObject({ title: 'PTE Academic Repeat Sentence', max: 13 });
    expect(described?.criteria[0]).toMatchObject({ label: 'Content', max: 3 });
  });
});

describe('the console grades a PTE Repeat Sentence on its own rubric', () => {
  const pteTest = {
    template: 'ptelayout',
    examFamily: 'pte',
    sections: [
      {
        key: 'sw',
        title: 'Speaking & Writing',
        referenceType: 'Speaking & Writing',
        durationMinutes: 30,
        items: [
          { key: 'w1', type: 'essay', topic: 'Summarize Written Text', html: '<p>Summarise.</p>' },
          { key: 'w2', type: 'essay', topic: 'Write Essay', html: '<p>Discuss.</p>' },
          { key: 's1', type: 'record-audio', topic: 'Repeat Sentence', html: '<p>Repeat.</p>', points: 13 },
        ],
      },
    ],
  };

  it('shows content 0-3 and refuses a content of 4', async () => {
    const f = await evaluationFixture(t, pteTest);
    const detail = await f.asFaculty.c.get(`/api/console/evaluations/${f.attemptId}`, f.asFaculty.token);
    expect(detail.statusCode, detail.body).toBe(200);
    const speaking = detail.json().data.answers[2];
    expect(speaking.rubric.id).toBe('pte-repeat-sentence');
    expect(speaking.rubric.criteria.map((c: { max: number }) => c.max)).toEqual([3, 5, 5]);
    const draft = (content: number) => ({
      answers: { [f.items.s1]: { criteria: { content, fluency: 4, pronunciation: 4 } } },
      baseVersion: 0,
    });
    const put = (body: object) =>
      f.asFaculty.c.send({
        method: 'PUT',
        url: `/api/console/evaluations/${f.attemptId}/draft`,
        payload: body,
        token: f.asFaculty.token,
      });
    expect((await put(draft(4))).statusCode).toBe(400);
    expect((await put(draft(3))).statusCode).toBe(200);
  });
});
