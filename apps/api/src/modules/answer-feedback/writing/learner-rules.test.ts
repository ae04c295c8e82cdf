import { describe, expect, it } from 'vitest';
import { learnerMistakes } from './learner-rules';

// Decision 058: common learner errors Harper does not look for, each marked with a suggestion, and
// nothing marked in correct sentences that look like them.

describe('learner mistakes', () => {
  it.each([
    ['Many people believes that cities are crowded.', 'people believes', 'people believe'],
    ['Students has too much homework.', 'Students has', 'Students have'],
    ['There is many reasons for this.', 'There is', 'There are'],
    ['There was several problems.', 'There was', 'There were'],
    ['I am agree with this view.', 'am agree', 'agree'],
    ['The number of students have increased.', 'The number of students have', 'The number of students has'],
    ['If I will have time, I will help.', 'If I will have', 'If I have'],
    ['Parents worries about screens.', 'Parents worries', 'Parents worry'],
  ])('marks “%s”', (text, quote, suggestion) => {
    const [mark] = learnerMistakes(text);
    expect(mark).toMatchObject({ quote, kind: 'grammar', suggestions: [suggestion] });
    expect(text.slice(mark?.start, mark?.end)).toBe(quote);
  });

  it.each([
    'There are many uses of technology.',
    'There is a lot of traffic in the city.',
    'Many people believe that cities are crowded.',
    'The number of students has increased.',
    'If I have time, I will help.',
    'I agree with this view, and I am agreeable to the plan.',
    "People's needs differ, and the students' plays were good.",
  ])('leaves “%s” alone', (text) => {
    expect(learnerMistakes(text)).toEqual([]);
  });
});
