import { describe, expect, it } from 'vitest';
import {
  disagreeingGroup,
  type GradedAnswer,
  gradingGroupOf,
  gradingUnits,
  groupValue,
  missingCriteria,
  questionName,
  unitGraded,
  unitKey,
} from './evaluation-grading';

const criteria = (...labels: string[]) => labels.map((label) => ({ key: label.slice(0, 2), label }));
const writing = (n: number): GradedAnswer => ({
  itemId: `w${n}`,
  number: n,
  sectionTitle: 'Writing',
  group: null,
  rubric: { criteria: criteria('Task Response', 'Lexical Resource') },
});
const speaking = (n: number): GradedAnswer => ({
  itemId: `s${n}`,
  number: n,
  sectionTitle: 'Speaking',
  group: 'speaking',
  rubric: { criteria: criteria('Fluency and Coherence', 'Pronunciation') },
});
const answers = [writing(1), writing(2), speaking(1), speaking(2), speaking(3)];

describe('IELTS Speaking graded once per test', () => {
  it('groups IELTS speaking answers only', () => {
    expect(gradingGroupOf('ielts', true)).toBe('speaking');
    expect(gradingGroupOf('ielts', false)).toBeNull();
    expect(gradingGroupOf('pte', true)).toBeNull();
    expect(gradingUnits(answers).map((u) => u.map((a) => a.itemId))).toEqual([
      ['w1'],
      ['w2'],
      ['s1', 's2', 's3'],
    ]);
  });

  it('names what is missing once per group', () => {
    const given = {
      w1: { criteria: { Ta: 6, Le: 6 } },
      w2: { criteria: { Ta: 7 } },
      s1: { criteria: { Fl: 6, Pr: 6 } },
      s2: { criteria: { Fl: 6, Pr: 6 } },
      s3: { criteria: { Fl: 6 } },
    };
    expect(missingCriteria(answers, given)).toEqual([
      'Question 2 (Writing): Lexical Resource',
      'Speaking (questions 1–3): Pronunciation',
    ]);
  });

  it('reads a group’s band only where every answer has it, and finds a group given apart', () => {
    const same = { s1: { criteria: { Fl: 7 } }, s2: { criteria: { Fl: 7 } }, s3: { criteria: { Fl: 7 } } };
    const unit = answers.slice(2);
    expect(groupValue(unit, same, 'Fl')).toBe(7);
    expect(groupValue(unit, same, 'Pr')).toBeNull();
    expect(disagreeingGroup(answers, same)).toBeNull();
    const apart = { ...same, s2: { criteria: { Fl: 6 } } };
    expect(groupValue(unit, apart, 'Fl')).toBeNull();
    expect(disagreeingGroup(answers, apart)).toBe('Speaking (questions 1–3)');
  });
});

describe('grading by question (issue 40)', () => {
  it('keys a question by its item, the Speaking test by the test, and names them', () => {
    const [w1, , talk] = gradingUnits(answers);
    expect(unitKey(w1 ?? [], 't1')).toBe('w1');
    expect(unitKey(talk ?? [], 't1')).toBe('speaking:t1');
    // A student who answered only the second speaking question holds the same Speaking test.
    expect(unitKey([speaking(2)], 't1')).toBe('speaking:t1');
    expect(questionName(w1 ?? [])).toBe('Question 1 (Writing)');
    expect(questionName(talk ?? [])).toBe('Speaking test');
  });

  it('counts a question graded once each of its criteria is given to each of its answers', () => {
    const talk = [speaking(1), speaking(2)];
    const both = { criteria: { Fl: 7, Pr: 6 } };
    expect(unitGraded(talk, { s1: both })).toBe(false);
    expect(unitGraded(talk, { s1: both, s2: both })).toBe(true);
    expect(unitGraded([writing(1)], { w1: { criteria: { Ta: 6, Le: null } } })).toBe(false);
  });
});
