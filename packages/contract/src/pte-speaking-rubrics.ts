import type { Criterion, Rubric } from './console-evaluations';

/**
 * PTE Academic's speaking tasks, each on its own traits (Pearson, PTE Academic Score Guide, Version 4,
 * November 2012, 'Item scoring: skills tested and scoring criteria'; decision 040). Oral fluency and
 * pronunciation are rated 0-5 wherever they apply; content has the task's own range, and Answer Short
 * Question is one vocabulary point (an appropriate word, or not).
 */
const upTo = (key: string, label: string, max: number): Criterion => ({ key, label, min: 0, max, step: 1 });
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

export const PTE_SPEAKING_RUBRICS: Record<PteSpeakingRubricId, Rubric> = {
  'pte-read-aloud': {
    id: 'pte-read-aloud',
    title: 'PTE Academic Read Aloud',
    criteria: spoken(5),
    resultLabel: 'Score',
  },
  'pte-repeat-sentence': {
    id: 'pte-repeat-sentence',
    title: 'PTE Academic Repeat Sentence',
    criteria: spoken(3),
    resultLabel: 'Score',
  },
  'pte-describe-image': {
    id: 'pte-describe-image',
    title: 'PTE Academic Describe Image',
    criteria: spoken(5),
    resultLabel: 'Score',
  },
  'pte-retell-lecture': {
    id: 'pte-retell-lecture',
    title: 'PTE Academic Re-tell Lecture',
    criteria: spoken(5),
    resultLabel: 'Score',
  },
  'pte-answer-short-question': {
    id: 'pte-answer-short-question',
    title: 'PTE Academic Answer Short Question',
    criteria: [upTo('vocabulary', 'Vocabulary (appropriate word)', 1)],
    resultLabel: 'Score',
  },
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
