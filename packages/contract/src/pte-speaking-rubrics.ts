import { type RubricOf, rubricOf, upTo } from './evaluation-criteria';

/**
 * PTE Academic's speaking tasks, each on its own traits (Pearson, PTE Academic Score Guide, Version 4,
 * November 2012, 'Item scoring: skills tested and scoring criteria'; decision 040). Oral fluency and
 * pronunciation are rated 0-5 wherever they apply; content has the task's own range, and Answer Short
 * Question is one vocabulary point (an appropriate word, or not).
 */
const spoken = (content: number) => [
  upTo('content', 'Content', content),
  upTo('fluency', 'Oral Fluency', 5),
  upTo('pronunciation', 'Pronunciation', 5),
];

export const pteSpeakingRubricIds = [
  'pte-read-aloud',
  'pte-repeat-sentence',
  'pte-describe-image',
  'pte-retell-lecture',
  'pte-answer-short-question',
] as const;
export type PteSpeakingRubricId = (typeof pteSpeakingRubricIds)[number];
type Rubric = RubricOf<PteSpeakingRubricId>;

export const PTE_SPEAKING_RUBRICS: Record<PteSpeakingRubricId, Rubric> = {
  'pte-read-aloud': rubricOf('pte-read-aloud', 'PTE Academic Read Aloud', 'Score', spoken(5)),
  'pte-repeat-sentence': rubricOf('pte-repeat-sentence', 'PTE Academic Repeat Sentence', 'Score', spoken(3)),
  'pte-describe-image': rubricOf('pte-describe-image', 'PTE Academic Describe Image', 'Score', spoken(5)),
  'pte-retell-lecture': rubricOf('pte-retell-lecture', 'PTE Academic Re-tell Lecture', 'Score', spoken(5)),
  'pte-answer-short-question': rubricOf(
    'pte-answer-short-question',
    'PTE Academic Answer Short Question',
    'Score',
    [upTo('vocabulary', 'Vocabulary (appropriate word)', 1)],
  ),
};

/** The speaking task a PTE question type names; null for the others (e.g. Respond to a Situation). */
export function pteSpeakingRubric(topic: string | null): Rubric | null {
  const t = (topic ?? '').toLowerCase().replace(/re-?\s?tell/, 'retell');
  if (t.includes('read aloud')) return PTE_SPEAKING_RUBRICS['pte-read-aloud'];
  if (t.includes('repeat sentence')) return PTE_SPEAKING_RUBRICS['pte-repeat-sentence'];
  if (t.includes('describe image')) return PTE_SPEAKING_RUBRICS['pte-describe-image'];
  if (t.includes('retell lecture')) return PTE_SPEAKING_RUBRICS['pte-retell-lecture'];
  if (t.includes('answer short question')) return PTE_SPEAKING_RUBRICS['pte-answer-short-question'];
  return null;
}
