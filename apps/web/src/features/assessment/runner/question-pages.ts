import { questionTitle } from '@portico/contract/question-numbers';
import type { RunnerQuestion } from './restore';

/**
 * Items answered on a screen of their own even in a paged section: a recording starts by itself when
 * shown, an essay needs the whole screen (IELTS Writing's tasks are separate screens too).
 */
const ALONE = /^(record-|essay)|^(interactivewriting|selectandspeak|selectandessay)$/;

/**
 * The questions on the screen with question `index` (EXAM-PROFILES.md, IELTS: all the questions of a
 * part beside its passage, each pane scrolling on its own). A section whose questions can share a
 * screen is one page; any other question is a page of its own. Without paging, one per screen.
 */
export function pageAt(questions: readonly RunnerQuestion[], index: number, paged: boolean): number[] {
  const question = questions[index];
  if (!question) return [];
  if (!paged) return [index];
  const sectionId = question.section.QuestionPaperSectionID;
  const inSection = questions.flatMap((q, i) => (q.section.QuestionPaperSectionID === sectionId ? [i] : []));
  const shareable = inSection.every((i) => !ALONE.test((questions[i]?.item.ItemType ?? '').toLowerCase()));
  return shareable ? inSection : [index];
}

export interface QuestionGroup {
  /** 'Questions 1–6' (or 'Question 7' for one). */
  title: string;
  /** The group's instruction, shown once above its questions. */
  direction: string;
  indexes: number[];
}

/** A page's question groups: runs of questions with the same instruction ('Questions 1–6'). */
export function groupsOf(questions: readonly RunnerQuestion[], page: readonly number[]): QuestionGroup[] {
  const groups: QuestionGroup[] = [];
  for (const i of page) {
    const q = questions[i];
    if (!q) continue;
    const last = groups.at(-1);
    if (last && q.item.Direction && q.item.Direction === last.direction) last.indexes.push(i);
    else groups.push({ title: '', direction: q.item.Direction, indexes: [i] });
  }
  for (const g of groups) {
    const first = questions[g.indexes[0] ?? 0]?.numbers.first ?? 0;
    const last = questions[g.indexes.at(-1) ?? 0]?.numbers.last ?? first;
    g.title = questionTitle({ first, last });
  }
  return groups;
}
