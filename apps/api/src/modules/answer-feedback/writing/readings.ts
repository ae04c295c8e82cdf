import type { CriterionReading, WritingIndicators } from '@portico/contract/answer-feedback';
import type { Rubric } from '@portico/contract/evaluation-rubrics';

/**
 * What the indicators say of each criterion of the exam (issue 41): facts a teacher would point at,
 * in the student's words — never a band. Each criterion reads the areas it is marked on.
 */

export type Area = 'task' | 'form' | 'coherence' | 'lexis' | 'spelling' | 'grammar';
type Point = CriterionReading['points'][number];

/** The areas each criterion of each rubric speaks to (the exams' public band descriptors). */
const AREAS: Record<string, Record<string, Area[]>> = {
  'ielts-writing-task1': { TA: ['task'], CC: ['coherence'], LR: ['lexis', 'spelling'], GRA: ['grammar'] },
  'ielts-writing-task2': { TR: ['task'], CC: ['coherence'], LR: ['lexis', 'spelling'], GRA: ['grammar'] },
  'pte-swt': { content: ['task'], form: ['form'], grammar: ['grammar'], vocabulary: ['lexis', 'spelling'] },
  'pte-essay': {
    content: ['task'],
    form: ['form'],
    dsc: ['coherence'],
    grammar: ['grammar'],
    glr: ['lexis'],
    vocabulary: ['lexis'],
    spelling: ['spelling'],
  },
  'celpip-writing': {
    content: ['coherence'],
    vocabulary: ['lexis', 'spelling'],
    readability: ['grammar'],
    task: ['task', 'form'],
  },
};
const EVERY_AREA: Area[] = ['task', 'form', 'coherence', 'lexis', 'spelling', 'grammar'];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const minutes = (s: number) => Math.round(s / 60);

function task(i: WritingIndicators): Point[] {
  const points: Point[] = [];
  if (i.minWords !== null && i.words < i.minWords) {
    points.push({
      tone: 'work',
      text: `${plural(i.words, 'word')}: the task asks for at least ${i.minWords}. An answer under the length loses marks.`,
    });
  } else if (i.minWords !== null) {
    points.push({ tone: 'good', text: `${plural(i.words, 'word')}, above the task's ${i.minWords}.` });
  }
  if (i.promptShare >= 0.35 && i.promptWords.length) {
    points.push({
      tone: 'work',
      text: `Much of your wording repeats the task's (${i.promptWords.slice(0, 4).join(', ')}): paraphrase it in your own words.`,
    });
  }
  if (i.secondsUsed !== null && i.secondsAllowed) {
    points.push({
      tone: 'info',
      text: `You spent ${minutes(i.secondsUsed)} of the ${minutes(i.secondsAllowed)} minutes this task is given.`,
    });
  }
  return points;
}

function form(i: WritingIndicators, rubric: Rubric): Point[] {
  const points: Point[] = [];
  if (rubric.id === 'pte-swt' && i.sentences !== 1) {
    points.push({
      tone: 'work',
      text: `${plural(i.sentences, 'sentence')}: the summary must be one sentence.`,
    });
  }
  if (i.maxWords !== null && i.words > i.maxWords) {
    points.push({ tone: 'work', text: `${plural(i.words, 'word')}: the task allows at most ${i.maxWords}.` });
  } else if (i.minWords !== null && i.maxWords !== null && i.words >= i.minWords) {
    points.push({
      tone: 'good',
      text: `${plural(i.words, 'word')}, within the task's ${i.minWords}–${i.maxWords}.`,
    });
  }
  return points;
}

function coherence(i: WritingIndicators, rubric: Rubric): Point[] {
  const points: Point[] = [];
  const essay = rubric.id === 'ielts-writing-task2' || rubric.id === 'pte-essay' || rubric.id === 'gre-awa';
  if (essay && i.paragraphs < 4) {
    points.push({
      tone: 'work',
      text: `${plural(i.paragraphs, 'paragraph')}: an essay reads best with an introduction, body paragraphs and a conclusion.`,
    });
  } else if (rubric.id !== 'pte-swt') {
    points.push({ tone: 'info', text: `${plural(i.paragraphs, 'paragraph')}.` });
  }
  const used = i.linking.reduce((a, l) => a + l.count, 0);
  if (i.linkingPer100Words < 1.5 && i.words >= 50) {
    points.push({
      tone: 'work',
      text: `Few linking devices (${used} in ${i.words} words): link your ideas with words such as however, as a result, for example.`,
    });
  } else if (used > 0) {
    points.push({
      tone: 'good',
      text: `${plural(used, 'linking device')} (${i.linking
        .slice(0, 4)
        .map((l) => l.device)
        .join(', ')}).`,
    });
  }
  for (const device of i.overusedLinking) {
    const count = i.linking.find((l) => l.device === device)?.count ?? 0;
    points.push({
      tone: 'work',
      text: `“${device}” ${count} times: vary your linking, or let the ideas connect without it.`,
    });
  }
  return points;
}

function lexis(i: WritingIndicators): Point[] {
  const points: Point[] = [];
  const mtld = `lexical diversity (MTLD) ${i.mtld}`;
  if (i.words < 50) points.push({ tone: 'info', text: 'Too short to measure the range of your vocabulary.' });
  else if (i.mtld < 50)
    points.push({
      tone: 'work',
      text: `You repeat words often: ${mtld}. Use synonyms and other word forms.`,
    });
  else if (i.mtld >= 70) points.push({ tone: 'good', text: `Varied vocabulary: ${mtld}.` });
  else
    points.push({
      tone: 'info',
      text: `Some variety in your vocabulary: ${mtld}. Above 70 reads as varied.`,
    });
  const share = Math.round(i.uncommonShare * 100);
  if (i.uncommonWords.length) {
    points.push({
      tone: share >= 10 ? 'good' : 'info',
      text: `${share} % of your content words are less common ones (${i.uncommonWords.slice(0, 5).join(', ')}).`,
    });
  } else if (i.words >= 50) {
    points.push({
      tone: 'work',
      text: 'Only everyday words: try some less common words and collocations on the topic.',
    });
  }
  return points;
}

function spelling(i: WritingIndicators): Point[] {
  const points: Point[] = [];
  if (i.spellingMistakes > 0)
    points.push({
      tone: 'work',
      text: `${plural(i.spellingMistakes, 'spelling mistake')} (marked in your answer).`,
    });
  else points.push({ tone: 'good', text: 'No spelling mistakes found.' });
  if (i.otherVariety > 0)
    points.push({
      tone: 'info',
      text: `${plural(i.otherVariety, 'word')} spelt the other variety's way (marked): keep to one.`,
    });
  return points;
}

function grammar(i: WritingIndicators): Point[] {
  const points: Point[] = [];
  if (i.grammarProblems === 0)
    points.push({
      tone: 'good',
      text: 'No grammar problems found by the checker (it cannot find every kind).',
    });
  else
    points.push({
      tone: i.grammarProblems * 100 > 2 * Math.max(i.words, 1) ? 'work' : 'info',
      text: `${plural(i.grammarProblems, 'grammar problem')} (marked in your answer).`,
    });
  const { mean, sd } = i.sentenceLength;
  if (i.sentences >= 5 && sd < 3) {
    points.push({
      tone: 'work',
      text: `Your sentences are of much the same length (about ${Math.round(mean)} words): mix short sentences with longer, complex ones.`,
    });
  } else if (i.sentences >= 5) {
    points.push({
      tone: 'good',
      text: `A range of sentence lengths (${i.sentenceLength.shortest} to ${i.sentenceLength.longest} words).`,
    });
  }
  return points;
}

/** The areas each criterion of the rubric reads; every area for a holistic score. */
export function areasOf(rubric: Rubric): Record<string, Area[]> {
  const own = AREAS[rubric.id];
  if (own) return own;
  return Object.fromEntries(rubric.criteria.map((c) => [c.key, EVERY_AREA]));
}

const readersOf = (i: WritingIndicators, rubric: Rubric): Record<Area, () => Point[]> => ({
  task: () => task(i),
  form: () => form(i, rubric),
  coherence: () => coherence(i, rubric),
  lexis: () => lexis(i),
  spelling: () => spelling(i),
  grammar: () => grammar(i),
});

export function criterionReadings(i: WritingIndicators, rubric: Rubric): CriterionReading[] {
  const read = readersOf(i, rubric);
  const areas = areasOf(rubric);
  return rubric.criteria.map((c) => ({
    key: c.key,
    label: c.label,
    points: (areas[c.key] ?? []).flatMap((a) => read[a]()),
  }));
}

/** The areas the rubric reads that have something to work on, in the order of EVERY_AREA. */
export function weakAreas(i: WritingIndicators, rubric: Rubric): Area[] {
  const read = readersOf(i, rubric);
  const used = new Set(Object.values(areasOf(rubric)).flat());
  return EVERY_AREA.filter((a) => used.has(a) && read[a]().some((p) => p.tone === 'work'));
}
