import { type Criterion, type RubricOf, rubricOf, upTo } from './evaluation-criteria';
import { PTE_SPEAKING_RUBRICS, type PteSpeakingRubricId, pteSpeakingRubric } from './pte-speaking-rubrics';

/**
 * The criteria each exam's written and spoken answers are evaluated on (official names and scales),
 * and which of them an answer takes.
 *
 * | exam | answer | criteria (scale) | answer result | section result (evaluatedBands) |
 * |---|---|---|---|---|
 * | IELTS | Writing Task 1 | Task Achievement, Coherence and Cohesion, Lexical Resource, Grammatical Range and Accuracy (bands 0-9) | mean, nearest half band (.25 and .75 up) | Task 2 counts twice Task 1, nearest half band |
 * | IELTS | Writing Task 2 | Task Response, CC, LR, GRA (0-9) | as Task 1 | as above |
 * | IELTS | Speaking | Fluency and Coherence, Lexical Resource, Grammatical Range and Accuracy, Pronunciation (0-9) | mean, nearest half band | mean of the answers, nearest half band |
 * | PTE Academic | Summarize Written Text | Content 0-2, Form 0-1, Grammar 0-2, Vocabulary 0-2 | sum of the criteria | none: the skill's 10-90 comes from the test's conversion table |
 * | PTE Academic | Write Essay (other writing) | Content 0-3, Form 0-2, Development, Structure and Coherence 0-2, Grammar 0-2, General Linguistic Range 0-2, Vocabulary Range 0-2, Spelling 0-2 | sum | none |
 * | PTE Academic | Read Aloud, Describe Image, Re-tell Lecture | Content 0-5, Oral Fluency 0-5, Pronunciation 0-5 | sum | none |
 * | PTE Academic | Repeat Sentence | Content 0-3, Oral Fluency 0-5, Pronunciation 0-5 | sum | none |
 * | PTE Academic | Answer Short Question | Vocabulary 0-1 | the point | none |
 * | PTE Academic | other speaking (e.g. Respond to a Situation) | Content 0-5, Oral Fluency 0-5, Pronunciation 0-5 | sum | none |
 * | CELPIP | Writing | Content/Coherence, Vocabulary, Readability, Task Fulfillment (levels 0-12) | mean, nearest level | mean of the answers, nearest level |
 * | CELPIP | Speaking | Content/Coherence, Vocabulary, Listenability, Task Fulfillment (0-12) | mean, nearest level | as Writing |
 * | GRE | Analytical Writing | one holistic score 0-6 in half points | the score | mean, nearest half point |
 * | any other | an answer | Score, 0 to the question's points in halves | the score | none |
 *
 * The answer's result becomes the question's score out of its points (IELTS: the band itself, as
 * the Writing and Speaking raw scores have always been bands), which enters the attempt's raw score.
 */

export type RubricId =
  | 'ielts-writing-task1'
  | 'ielts-writing-task2'
  | 'ielts-speaking'
  | 'pte-swt'
  | 'pte-essay'
  | 'pte-speaking'
  | PteSpeakingRubricId
  | 'celpip-writing'
  | 'celpip-speaking'
  | 'gre-awa'
  | 'points';
export type Rubric = RubricOf<RubricId>;

const band9 = (key: string, label: string): Criterion => ({ key, label, min: 0, max: 9, step: 1 });
const level12 = (key: string, label: string): Criterion => ({ key, label, min: 0, max: 12, step: 1 });

const IELTS_WRITING_SHARED = [
  band9('CC', 'Coherence and Cohesion'),
  band9('LR', 'Lexical Resource'),
  band9('GRA', 'Grammatical Range and Accuracy'),
];

export const RUBRICS: Record<Exclude<RubricId, 'points'>, Rubric> = {
  'ielts-writing-task1': rubricOf('ielts-writing-task1', 'IELTS Writing Task 1', 'Band', [
    band9('TA', 'Task Achievement'),
    ...IELTS_WRITING_SHARED,
  ]),
  'ielts-writing-task2': rubricOf('ielts-writing-task2', 'IELTS Writing Task 2', 'Band', [
    band9('TR', 'Task Response'),
    ...IELTS_WRITING_SHARED,
  ]),
  'ielts-speaking': rubricOf('ielts-speaking', 'IELTS Speaking', 'Band', [
    band9('FC', 'Fluency and Coherence'),
    band9('LR', 'Lexical Resource'),
    band9('GRA', 'Grammatical Range and Accuracy'),
    band9('P', 'Pronunciation'),
  ]),
  'pte-swt': rubricOf('pte-swt', 'PTE Academic Summarize Written Text', 'Score', [
    upTo('content', 'Content', 2),
    upTo('form', 'Form', 1),
    upTo('grammar', 'Grammar', 2),
    upTo('vocabulary', 'Vocabulary', 2),
  ]),
  'pte-essay': rubricOf('pte-essay', 'PTE Academic Write Essay', 'Score', [
    upTo('content', 'Content', 3),
    upTo('form', 'Form', 2),
    upTo('dsc', 'Development, Structure and Coherence', 2),
    upTo('grammar', 'Grammar', 2),
    upTo('glr', 'General Linguistic Range', 2),
    upTo('vocabulary', 'Vocabulary Range', 2),
    upTo('spelling', 'Spelling', 2),
  ]),
  ...PTE_SPEAKING_RUBRICS,
  'pte-speaking': rubricOf('pte-speaking', 'PTE Academic Speaking', 'Score', [
    upTo('content', 'Content', 5),
    upTo('fluency', 'Oral Fluency', 5),
    upTo('pronunciation', 'Pronunciation', 5),
  ]),
  'celpip-writing': rubricOf('celpip-writing', 'CELPIP Writing', 'Level', [
    level12('content', 'Content/Coherence'),
    level12('vocabulary', 'Vocabulary'),
    level12('readability', 'Readability'),
    level12('task', 'Task Fulfillment'),
  ]),
  'celpip-speaking': rubricOf('celpip-speaking', 'CELPIP Speaking', 'Level', [
    level12('content', 'Content/Coherence'),
    level12('vocabulary', 'Vocabulary'),
    level12('listenability', 'Listenability'),
    level12('task', 'Task Fulfillment'),
  ]),
  'gre-awa': rubricOf('gre-awa', 'GRE Analytical Writing', 'Score', [
    { key: 'AW', label: 'Analytical Writing (holistic)', min: 0, max: 6, step: 0.5 },
  ]),
};

export type ExamKind = 'ielts' | 'pte' | 'celpip' | 'gre' | 'other';

/** The exam of a test, from its template and exam family (as the scoring module reads them). */
export function examOf(test: { template: string; examFamily: string | null }): ExamKind {
  const family = test.examFamily ?? '';
  if (test.template === 'ielts' || family.startsWith('ielts')) return 'ielts';
  if (test.template.startsWith('pte') || family === 'pte') return 'pte';
  if (test.template === 'celpip' || family === 'celpip') return 'celpip';
  if (test.template.startsWith('gre') || family === 'gre') return 'gre';
  return 'other';
}

/**
 * The rubric of one answer: its exam, whether it is spoken, its task (IELTS: the first written
 * answer of a Writing section is Task 1) and its topic (PTE: Summarize Written Text).
 */
export function rubricFor(
  exam: ExamKind,
  answer: { spoken: boolean; taskIndex: number; topic: string | null; points: number },
): Rubric {
  const topic = (answer.topic ?? '').toLowerCase();
  switch (exam) {
    case 'ielts':
      if (answer.spoken) return RUBRICS['ielts-speaking'];
      return answer.taskIndex === 0 ? RUBRICS['ielts-writing-task1'] : RUBRICS['ielts-writing-task2'];
    case 'pte':
      // Decision 040: each speaking task on its own traits (Repeat Sentence is not Read Aloud).
      if (answer.spoken) return pteSpeakingRubric(answer.topic) ?? RUBRICS['pte-speaking'];
      return topic.includes('summari') ? RUBRICS['pte-swt'] : RUBRICS['pte-essay'];
    case 'celpip':
      return answer.spoken ? RUBRICS['celpip-speaking'] : RUBRICS['celpip-writing'];
    case 'gre':
      if (!answer.spoken) return RUBRICS['gre-awa'];
      break;
  }
  const max = Math.max(1, answer.points);
  return rubricOf('points', 'Score', 'Score', [{ key: 'score', label: 'Score', min: 0, max, step: 0.5 }]);
}

/** The value is on the criterion's scale: within its range and on one of its steps. */
export function isCriterionValue(c: Criterion, value: number): boolean {
  if (!Number.isFinite(value) || value < c.min || value > c.max) return false;
  const steps = (value - c.min) / c.step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}
