import type { AnswerNote } from '@portico/contract/answer-notes';
import type {
  EvaluationAnswer,
  EvaluationDetail,
  EvaluationQueueItem,
} from '@portico/contract/console-evaluations';
import type { EvaluationDraftInput } from '@portico/contract/console-evaluations-drafts';
import { missingCriteria } from '@portico/contract/evaluation-grading';
import { answerResult } from '@portico/contract/evaluation-results';
import type { Rubric } from '@portico/contract/evaluation-rubrics';
import { formatSpan } from './queue-time';

/** What the page holds for one answer while the teacher grades it. */
export type AnswerForm = {
  criteria: Record<string, number | null>;
  comments: string;
  audioFileId: string | null;
  /** Comments anchored to words of a written answer (answer-notes.ts). */
  notes: AnswerNote[];
};

/** An answer nothing has been given to yet. */
export const EMPTY_ANSWER_FORM: AnswerForm = { criteria: {}, comments: '', audioFileId: null, notes: [] };
export type EvaluationForm = { answers: Record<string, AnswerForm>; overallComment: string };

/** The form as the saved draft left it (empty where nothing was saved). */
export function formOf(detail: EvaluationDetail): EvaluationForm {
  const answers: Record<string, AnswerForm> = {};
  for (const a of detail.answers) {
    const saved = detail.draft?.answers[a.itemId];
    answers[a.itemId] = {
      criteria: Object.fromEntries(a.rubric.criteria.map((c) => [c.key, saved?.criteria[c.key] ?? null])),
      comments: saved?.comments ?? '',
      audioFileId: saved?.audioFileId ?? null,
      notes: saved?.notes ?? [],
    };
  }
  return { answers, overallComment: detail.draft?.overallComment ?? '' };
}

export const draftOf = (form: EvaluationForm): EvaluationDraftInput => form;

const rubricOf = (a: EvaluationAnswer): Rubric => ({ ...a.rubric, id: a.rubric.id as Rubric['id'] });

/** The answer's band or score by its exam's rule; null while a criterion is missing. */
export const resultOf = (a: EvaluationAnswer, form: AnswerForm | undefined) =>
  answerResult(rubricOf(a), form?.criteria ?? {}, a.points);

/**
 * 'Question 2 (Writing): Task Response, Lexical Resource' for each answer not complete, IELTS
 * Speaking once (the release's own rule, evaluation-grading.ts).
 */
export const missingOf = (answers: EvaluationAnswer[], form: EvaluationForm): string[] =>
  missingCriteria(answers, form.answers);

/** 'Due in 5 h' or 'Overdue by 2 h'; null once released. */
export function evaluationDue(item: Pick<EvaluationQueueItem, 'state' | 'dueAt' | 'overdue'>, now: number) {
  if (item.state === 'released') return null;
  const left = Date.parse(item.dueAt) - now;
  const overdue = item.overdue || left <= 0;
  return { text: overdue ? `Overdue by ${formatSpan(-left)}` : `Due in ${formatSpan(left)}`, overdue };
}

export const STATE_LABEL = {
  waiting: 'Waiting',
  draft: 'Draft saved',
  marked: 'Sent for review',
  second: 'Second marking',
  reviewed: 'Reviewed',
  released: 'Released',
} as const;
export const STATE_COLOUR = {
  waiting: 'yellow',
  draft: 'blue',
  marked: 'orange',
  second: 'grape',
  reviewed: 'teal',
  released: 'green',
} as const;

/** Scale values of a criterion, for its select: '0', '1', … or '0', '0.5', …. */
export const scaleOf = (c: { min: number; max: number; step: number }) => {
  const out: string[] = [];
  for (let v = c.min; v <= c.max + 1e-9; v += c.step) out.push(String(Math.round(v * 100) / 100));
  return out;
};
