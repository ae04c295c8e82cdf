import { z } from 'zod';
import { ItemAnalysisMessages } from './console-item-analysis';
import { envelope } from './envelope';
import { get, put } from './route';

/**
 * Editing a question from its item analysis card (issue 45): an admin corrects the question's text,
 * its explanation and, for a choice question, its options' wording and which of them are right. A
 * save carries the revision it was based on; one made over another admin's save is refused (409),
 * never written over it. Options are neither added nor removed here, so what students chose in
 * attempts already made keeps its meaning; attempts already made keep their marks.
 */
export const QuestionEditMessages = {
  saved: 'Saved. New attempts show the question as it is now; attempts already made keep their marks.',
  changed:
    'Someone else saved this question after you opened it. Their version is shown now; your changes are set aside below, to put back or drop.',
  noKey: 'Mark the right option.',
  oneKey: 'This question takes one answer: mark exactly one option as right.',
  emptyOption: 'Each option needs its text.',
  emptyText: 'The question needs its text.',
  optionsChanged: 'The question’s options have changed since you opened it. Reload it to edit them.',
  tooLong: 'That text is too long (at most 20,000 characters).',
} as const;

const M = QuestionEditMessages;
/** The longest question text, explanation or option an edit may save (the import allows more). */
export const QUESTION_TEXT_MAX = 20_000;

const text = (message: string) =>
  z
    .string()
    .max(QUESTION_TEXT_MAX, { error: M.tooLong })
    .refine((s) => s.trim().length > 0, message);

export const QuestionOptionEditSchema = z.object({
  id: z.uuid({ error: M.optionsChanged }),
  /** HTML, as the import takes it; sanitised where it is shown. */
  text: text(M.emptyOption),
  correct: z.boolean(),
});
export type QuestionOptionEdit = z.infer<typeof QuestionOptionEditSchema>;

/** What an admin saves: the texts, the options (choice questions), and the revision it was based on. */
export const QuestionEditSchema = z.object({
  revision: z.number().int().min(0),
  html: text(M.emptyText),
  explanation: z.string().max(QUESTION_TEXT_MAX, { error: M.tooLong }),
  /** Every option of the question, in its order; empty for a question that has none to edit. */
  options: z.array(QuestionOptionEditSchema).max(26),
});
export type QuestionEdit = z.infer<typeof QuestionEditSchema>;

/** A question as its editor opens it. */
export const EditableQuestionSchema = z.object({
  id: z.string(),
  testId: z.string(),
  testTitle: z.string(),
  key: z.string(),
  number: z.number().int(),
  section: z.string(),
  type: z.string(),
  /** A choice question: its options are edited too; `multiple`: more than one may be right. */
  choice: z.boolean(),
  multiple: z.boolean(),
  retired: z.boolean(),
  html: z.string(),
  explanation: z.string(),
  options: z.array(QuestionOptionEditSchema),
  revision: z.number().int(),
});
export type EditableQuestion = z.infer<typeof EditableQuestionSchema>;

const params = z.object({
  id: z.uuid({ error: ItemAnalysisMessages.notFound }),
  itemId: z.uuid({ error: ItemAnalysisMessages.itemNotFound }),
});

export const consoleQuestionsApi = {
  view: get('console/item-analysis/:id/items/:itemId', {
    params,
    response: envelope(EditableQuestionSchema),
  }),
  save: put('console/item-analysis/:id/items/:itemId/content', {
    params,
    body: QuestionEditSchema,
    response: envelope(EditableQuestionSchema),
  }),
};
