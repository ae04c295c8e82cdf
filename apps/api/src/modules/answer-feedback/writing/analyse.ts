import type { FeedbackMark, FeedbackMarkKind, WritingIndicators } from '@portico/contract/answer-feedback';
import { wordCount } from '@portico/contract/evaluation-results';
import type { ExamKind, RubricId } from '@portico/contract/evaluation-rubrics';
import { checkGrammar } from './grammar';
import { learnerMistakes } from './learner-rules';
import { copiedRuns, mtld, promptShare, promptVocabulary, uncommonWords } from './lexis';
import { linkingSummary, linkingUses } from './linking';
import { checkSpelling, type Variety } from './spelling';
import { taskSeconds, wordLimits } from './task-facts';
import { opensSentence, type Sentence, textUnits } from './text-units';

/**
 * The instant reading of one written answer (issue 41, decision 058): task facts, accuracy, cohesion
 * and range measured on the text, each problem marked where it is. Indicators, never a band.
 */

export type WritingInput = {
  text: string;
  /** The task as the student read it, as plain text (its instructions, prompt and passage). */
  prompt: string;
  variety: Variety;
  rubricId: RubricId;
  secondsUsed: number | null;
  /** The task's own time, where the test gives it one. */
  itemSeconds: number | null;
};

export type WritingReading = { indicators: WritingIndicators; marks: FeedbackMark[] };

/** The spelling variety an exam is written in: IELTS and PTE British, CELPIP Canadian, others American. */
export function varietyOf(exam: ExamKind): Variety {
  if (exam === 'ielts' || exam === 'pte') return 'en-GB';
  return exam === 'celpip' ? 'en-CA' : 'en-US';
}

/** Which mark a reader sees where two overlap: the mistake before the remark. */
const PRIORITY: Record<FeedbackMarkKind, number> = {
  spelling: 0,
  variety: 1,
  grammar: 2,
  prompt: 3,
  linking: 4,
};

/** Marks in reading order, none overlapping another (a word carries one mark, as the page shows it). */
export function disjointMarks(marks: readonly FeedbackMark[]): FeedbackMark[] {
  const kept: FeedbackMark[] = [];
  const ranked = [...marks].sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind] || a.start - b.start);
  for (const m of ranked) {
    if (m.end <= m.start) continue;
    if (kept.some((k) => m.start < k.end && k.start < m.end)) continue;
    kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start);
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function sentenceStats(sentences: readonly Sentence[]) {
  const lengths = sentences.map((s) => s.words);
  if (lengths.length === 0) return { mean: 0, sd: 0, shortest: 0, longest: 0 };
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const sd = Math.sqrt(lengths.reduce((a, b) => a + (b - mean) ** 2, 0) / lengths.length);
  return {
    mean: round1(mean),
    sd: round1(sd),
    shortest: Math.min(...lengths),
    longest: Math.max(...lengths),
  };
}

export async function analyseWriting(input: WritingInput): Promise<WritingReading> {
  const { text } = input;
  const units = textUnits(text);
  const promptUnits = textUnits(input.prompt);
  const promptSet = promptVocabulary(promptUnits.words);
  const allPromptWords = new Set(promptUnits.words.map((w) => w.lower));
  const [spelling, grammar] = await Promise.all([
    checkSpelling(text, units.words, input.variety, allPromptWords),
    checkGrammar(text, input.variety),
  ]);
  const uses = linkingUses(units.words);
  const { linking, overused } = linkingSummary(uses);
  const linkingMarks = uses.map(
    (u): FeedbackMark => ({
      ...u,
      quote: text.slice(u.start, u.end),
      kind: 'linking',
      message: overused.includes(u.device)
        ? `Linking: “${text.slice(u.start, u.end)}”, used ${linking.find((l) => l.device === u.device)?.count} times; vary it.`
        : `Linking: “${text.slice(u.start, u.end)}”.`,
      suggestions: [],
    }),
  );
  const copied = copiedRuns(units.words, promptUnits.words).map(
    (r): FeedbackMark => ({
      ...r,
      quote: text.slice(r.start, r.end),
      kind: 'prompt',
      message:
        'Copied from the task: examiners do not count words taken from the question. Say it in your own words.',
      suggestions: [],
    }),
  );
  const marks = disjointMarks([
    ...spelling.marks,
    ...grammar,
    ...learnerMistakes(text),
    ...copied,
    ...linkingMarks,
  ]);
  const count = (kind: FeedbackMarkKind) => marks.filter((m) => m.kind === kind).length;
  // Counted as the runner counts them while the student writes, so the two never disagree.
  const words = wordCount(text);
  const per100 = (n: number) => (words ? round1((n * 100) / words) : 0);
  const limits = wordLimits(input.prompt, input.rubricId);
  // Linking devices and names (capitalised inside a sentence) are not a choice of vocabulary.
  const notChosen = new Set([
    ...units.words.filter((w) => uses.some((u) => w.start >= u.start && w.end <= u.end)).map((w) => w.start),
    ...units.words.filter((w) => /^\p{Lu}/u.test(w.text) && !opensSentence(text, w)).map((w) => w.start),
  ]);
  const lexis = uncommonWords(units.words, { prompt: promptSet, at: notChosen }, spelling.known);
  const fromPrompt = promptShare(units.words, promptSet);
  const indicators: WritingIndicators = {
    variety: input.variety,
    words,
    minWords: limits.min,
    maxWords: limits.max,
    paragraphs: units.paragraphs,
    sentences: units.sentences.length,
    secondsUsed: input.secondsUsed,
    secondsAllowed: taskSeconds(input.itemSeconds, input.rubricId),
    grammarProblems: count('grammar'),
    spellingMistakes: count('spelling'),
    otherVariety: count('variety'),
    errorsPer100Words: per100(count('grammar') + count('spelling')),
    linking,
    linkingPer100Words: per100(uses.length),
    overusedLinking: overused,
    sentenceLength: sentenceStats(units.sentences),
    mtld: mtld(units.words.map((w) => w.lower)),
    uncommonShare: lexis.share,
    uncommonWords: lexis.words,
    promptShare: fromPrompt.share,
    promptWords: fromPrompt.words,
  };
  return { indicators, marks };
}
