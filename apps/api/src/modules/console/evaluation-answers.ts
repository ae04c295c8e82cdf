import { notesProblem } from '@portico/contract/answer-notes';
import { type EvaluationAnswer, EvaluationMessages as M } from '@portico/contract/console-evaluations';
import type { EvaluationDraft } from '@portico/contract/console-evaluations-drafts';
import { disagreeingGroup, gradingGroupOf, missingCriteria } from '@portico/contract/evaluation-grading';
import { type AnswerResult, answerResult, wordCount } from '@portico/contract/evaluation-results';
import {
  type ExamKind,
  examOf,
  isCriterionValue,
  type Rubric,
  rubricFor,
} from '@portico/contract/evaluation-rubrics';
import { isFacultyType, isItemType } from '@portico/contract/item-kinds';
import { questionNumbers } from '@portico/contract/question-numbers';
import { badRequest } from '../../lib/errors';
import type { StudentTestRow } from '../assessment/attempt.repository';

import type { TestContent } from '../assessment/test-json';
import type { TrackRow } from '../assessment/track.repository';

/** The exam's name as the queue shows it. */
export const examTitle = (test: { template: string; examFamily: string | null }) =>
  ({ ielts: 'IELTS', pte: 'PTE Academic', celpip: 'CELPIP', gre: 'GRE', other: 'Other' })[examOf(test)];

/** One written or spoken answer of an attempt, with its rubric and what it is stored as. */
export type Answer = EvaluationAnswer & { rubricOf: Rubric; storedUrl: string | null };

const FILE_URL = /^\/api\/files\/object\/([0-9a-f-]{36})$/i;
/** The id of a stored file named by its student address (`/api/files/object/<id>`). */
export const fileIdOf = (url: string | null | undefined) => (url ? (FILE_URL.exec(url)?.[1] ?? null) : null);
export const consoleFileUrl = (attemptId: string, fileId: string) =>
  `/api/console/evaluations/${attemptId}/files/${fileId}`;

/**
 * The question numbers of the attempt's items, in order, as the student's report shows them
 * (question-numbers.ts): IELTS starts each skill again at 1 (Writing Task 1 and 2 are Questions 1
 * and 2), other exams number through the test. An evaluated answer is one number (Writing and
 * Speaking are not numbered by marks), so the items' marks are not needed here.
 */
function answerNumbers(
  sections: TestContent['sections'],
  attempt: Pick<StudentTestRow, 'itemOrder'>,
  exam: ExamKind,
) {
  return questionNumbers(
    sections.map((s) => ({
      ReferenceType: s.referenceType,
      ItemResponse: (attempt.itemOrder[s.id] ?? []).map(() => ({})),
    })),
    exam === 'ielts' ? 'ielts' : 'default',
  );
}

/**
 * The attempt's answers a teacher evaluates (ITEM-TYPES.md 'faculty evaluated': essays and
 * recordings), in the attempt's order and numbered as the student's report numbers them; an answer
 * left empty has nothing to evaluate.
 */
export function evaluableAnswers(
  content: TestContent,
  attempt: Pick<StudentTestRow, 'id' | 'itemOrder'>,
  trackRows: TrackRow[],
  exam: ExamKind,
): Answer[] {
  const byItem = new Map(trackRows.map((t) => [t.itemId, t]));
  const items = new Map(content.items.map((i) => [i.id, i]));
  const sections = [...content.sections].sort((a, b) => a.orderNo - b.orderNo);
  const numbers = answerNumbers(sections, attempt, exam);
  const out: Answer[] = [];
  for (const section of sections) {
    let written = 0;
    for (const itemId of attempt.itemOrder[section.id] ?? []) {
      const number = numbers.shift()?.first ?? 0;
      const item = items.get(itemId);
      if (!item || !isItemType(item.itemType) || !isFacultyType(item.itemType)) continue;
      const spoken = item.itemType.startsWith('record-');
      // IELTS: the first written task of a Writing section is Task 1, answered or not.
      const taskIndex = spoken ? 0 : written++;
      const answer = byItem.get(itemId)?.enteredText?.trim() ?? '';
      if (!answer) continue;
      const points = item.points && item.points > 0 ? item.points : 1;
      const rubric = rubricFor(exam, { spoken, taskIndex, topic: item.topicName, points });
      const fileId = spoken ? fileIdOf(answer) : null;
      out.push({
        itemId,
        number,
        sectionTitle: section.title,
        referenceType: section.referenceType,
        itemType: item.itemType,
        spoken,
        group: gradingGroupOf(exam, spoken),
        topic: item.topicName,
        prompt: item.html,
        direction: item.direction || null,
        passage: item.passage || null,
        text: spoken ? null : answer,
        wordCount: spoken ? null : wordCount(answer),
        recordingUrl: fileId ? consoleFileUrl(attempt.id, fileId) : null,
        points,
        rubric: {
          id: rubric.id,
          title: rubric.title,
          resultLabel: rubric.resultLabel,
          criteria: rubric.criteria,
        },
        rubricOf: rubric,
        storedUrl: spoken ? answer : null,
      });
    }
  }
  return out;
}

/**
 * A draft or release names only this attempt's answers and their own criteria, on their scales.
 * Bad input is a 400 naming what is wrong.
 */
export function checkDraft(draft: EvaluationDraft, answers: Answer[]) {
  const byItem = new Map(answers.map((a) => [a.itemId, a]));
  for (const [itemId, given] of Object.entries(draft.answers)) {
    const answer = byItem.get(itemId);
    if (!answer) throw badRequest(M.unknownAnswer);
    for (const [key, value] of Object.entries(given.criteria)) {
      const criterion = answer.rubricOf.criteria.find((c) => c.key === key);
      if (!criterion) throw badRequest(`${M.unknownCriterion} (${key})`);
      if (value !== null && !isCriterionValue(criterion, value)) {
        throw badRequest(
          `${M.offScale} Question ${answer.number}, ${criterion.label}: ${criterion.min} to ${criterion.max} in steps of ${criterion.step}.`,
        );
      }
    }
    // Inline comments mark words of a written answer, as the console shows it.
    const problem = given.notes.length ? notesProblem(answer.text ?? '', given.notes) : null;
    if (problem) throw badRequest(`${problem} (question ${answer.number})`);
  }
}

/**
 * Every answer's result; a 400 naming each answer (a group once) and criterion still missing, or a
 * group graded once (IELTS Speaking) whose questions were given different bands.
 */
export function releasedResults(draft: EvaluationDraft, answers: Answer[]): Map<string, AnswerResult> {
  const missing = missingCriteria(answers, draft.answers);
  if (missing.length) throw badRequest(M.missing(missing));
  const apart = disagreeingGroup(answers, draft.answers);
  if (apart) throw badRequest(M.groupApart(apart));
  const results = new Map<string, AnswerResult>();
  for (const answer of answers) {
    const result = answerResult(answer.rubricOf, draft.answers[answer.itemId]?.criteria ?? {}, answer.points);
    // Given and on its scale (checkDraft) makes a result; anything else is still missing.
    if (!result) throw badRequest(M.missing([`Question ${answer.number} (${answer.sectionTitle})`]));
    results.set(answer.itemId, result);
  }
  return results;
}
