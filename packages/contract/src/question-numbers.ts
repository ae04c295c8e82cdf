import type { ExamProfile } from './exam-profile';

/**
 * How a test's questions are numbered on screen and in its reports (decision 038, 'Question numbers
 * follow marks'). IELTS numbers as its papers do: each mark of Listening and Reading is a question
 * number, so a 'Choose TWO letters' item worth 2 marks is 'Questions 14–15', and each skill starts
 * again at 1 (Listening 1–40, then Reading 1–40). Every other exam gives each item one number,
 * through the test.
 */

/** A question's number, or its numbers when it is worth several marks, and the last of its skill's. */
export interface QuestionNumber {
  first: number;
  last: number;
  /** The last number of the run it belongs to ('Question 14 of 40'). */
  of: number;
}

/** The skills whose raw score is marks out of 40 (item-marks.ts): each mark is a question number. */
const NUMBERED_BY_MARKS = new Set(['Listening', 'Reading']);

interface NumberedSection {
  ReferenceType: string;
  /** Marks: what the item is worth (the launch's `Marks`); missing, 1. */
  ItemResponse: readonly { Marks?: number }[];
}

/**
 * How many question numbers an item takes: its marks in IELTS Listening and Reading (a 'Choose TWO'
 * worth 2 is two questions), else one. The reports count questions the same way ('31 of 40').
 */
export function numberSpan(profile: ExamProfile, referenceType: string, marks: number | undefined): number {
  return numberedByMarks(profile, referenceType) ? Math.max(1, Math.round(marks ?? 1)) : 1;
}

/** Whether a skill of an exam numbers its questions by marks (IELTS Listening and Reading). */
export const numberedByMarks = (profile: ExamProfile, referenceType: string) =>
  profile === 'ielts' && NUMBERED_BY_MARKS.has(referenceType);

/** The numbers of every item of the sections, in order (sections, then their items). */
export function questionNumbers(
  sections: readonly NumberedSection[],
  profile: ExamProfile,
): QuestionNumber[] {
  const ielts = profile === 'ielts';
  const numbers: QuestionNumber[] = [];
  let run: QuestionNumber[] = [];
  let next = 1;
  const endRun = () => {
    for (const n of run) n.of = next - 1;
    run = [];
    next = 1;
  };
  sections.forEach((section, i) => {
    if (ielts && i > 0 && section.ReferenceType !== sections[i - 1]?.ReferenceType) endRun();
    for (const item of section.ItemResponse) {
      const span = numberSpan(profile, section.ReferenceType, item.Marks);
      const n = { first: next, last: next + span - 1, of: 0 };
      run.push(n);
      numbers.push(n);
      next += span;
    }
  });
  endRun();
  return numbers;
}

type Span = Pick<QuestionNumber, 'first' | 'last'>;

/** How many question numbers these questions take: an IELTS 'Choose TWO' counts two. */
export const countNumbers = (spans: readonly Span[]) =>
  spans.reduce((sum, { first, last }) => sum + last - first + 1, 0);

/** '14', or '14–15' for a question of two numbers: its button in the question bar. */
export const numberText = ({ first, last }: Span) => (first === last ? `${first}` : `${first}–${last}`);

/** 'Question 14' or 'Questions 14–15', as the paper heads it. */
export const questionTitle = (n: Span) => `${n.first === n.last ? 'Question' : 'Questions'} ${numberText(n)}`;

/** The same for a screen reader, which reads a dash as nothing: 'Questions 14 to 15'. */
export const questionWords = ({ first, last }: Span) =>
  first === last ? `Question ${first}` : `Questions ${first} to ${last}`;
