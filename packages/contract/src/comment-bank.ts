import { z } from 'zod';
import { envelope } from './envelope';
import { del, get, post } from './route';
import { idParams } from './schema-parts';

/**
 * A teacher's comment bank (issue 40): the comments a teacher writes again and again, each kept
 * for one criterion (by its name: 'Lexical Resource' serves Writing and Speaking) or for any answer,
 * a click away while grading. Each teacher has their own; nobody else reads it.
 */

export const COMMENT_BANK_TEXT_MAX_LENGTH = 1000;
export const COMMENT_BANK_MAX = 300;

export const CommentBankEntrySchema = z.object({
  id: z.string(),
  /** The criterion's name; null: for any answer. */
  criterion: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type CommentBankEntry = z.infer<typeof CommentBankEntrySchema>;

export const CommentBankSchema = z.object({ entries: z.array(CommentBankEntrySchema) });
export type CommentBank = z.infer<typeof CommentBankSchema>;
export const CommentBankResponseSchema = envelope(CommentBankSchema);

export const CommentBankMessages = {
  empty: 'Please write the comment to keep',
  tooLong: `A kept comment can be at most ${COMMENT_BANK_TEXT_MAX_LENGTH} characters`,
  full: `Your comment bank holds at most ${COMMENT_BANK_MAX} comments; remove some you no longer use.`,
  notFound: 'That comment is not in your comment bank.',
  added: 'Kept in your comment bank.',
  removed: 'Removed from your comment bank.',
} as const;

export const CommentBankAddSchema = z.object({
  criterion: z.string().trim().max(80).nullable().default(null),
  text: z
    .string({ error: CommentBankMessages.empty })
    .trim()
    .min(1, CommentBankMessages.empty)
    .max(COMMENT_BANK_TEXT_MAX_LENGTH, CommentBankMessages.tooLong),
});
export type CommentBankAdd = z.input<typeof CommentBankAddSchema>;

/** The comments kept for a criterion of these names, then those for any answer; newest first in each. */
export function bankFor(entries: readonly CommentBankEntry[], criteria: readonly string[]) {
  const groups = criteria.map((label) => ({
    label,
    entries: entries.filter((e) => e.criterion === label),
  }));
  return [...groups, { label: null, entries: entries.filter((e) => e.criterion === null) }].filter(
    (g) => g.entries.length > 0,
  );
}

const one = idParams('id must be a comment id');

export const consoleCommentBankApi = {
  list: get('console/comment-bank', { response: CommentBankResponseSchema }),
  add: post('console/comment-bank', { body: CommentBankAddSchema, response: CommentBankResponseSchema }),
  remove: del('console/comment-bank/:id', { params: one, response: CommentBankResponseSchema }),
};
