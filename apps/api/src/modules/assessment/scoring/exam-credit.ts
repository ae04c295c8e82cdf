import type { ExamProfile } from '@portico/contract/exam-profile';
import type { CreditRules, ItemCredit } from '@portico/contract/item-credit';

/**
 * How an exam gives credit on the items that hold several answers (decision 039). Each exam's own
 * published rule, where ITEM-TYPES.md's generic one would teach the wrong thing:
 * - IELTS 'Choose TWO letters': each letter is a question number worth one mark, so a right letter
 *   earns its mark whatever the other one is (British Council, 'IELTS Listening: information about
 *   the test', 2012: 'one mark for each correct answer').
 * - PTE Academic 'Multiple-choice, choose multiple answers' (Reading and Listening): +1 per right
 *   option, -1 per wrong option, never below 0 (Pearson, PTE Academic Score Guide for test takers).
 * - GRE Text Completion with two or three blanks and the 'select one or more' and Sentence
 *   Equivalence questions: no credit for a partly right answer (ETS, GRE General Test guide).
 * Every other test keeps ITEM-TYPES.md: a choice set all or nothing, blanks one by one.
 */
const itemTypesRule: CreditRules = { choiceSet: 'whole', blanks: 'per-blank', order: 'pairs' };

const byExam: Record<ExamProfile, CreditRules> = {
  ielts: { choiceSet: 'per-right', blanks: 'per-blank', order: 'pairs' },
  pte: { choiceSet: 'right-minus-wrong', blanks: 'per-blank', order: 'pairs' },
  gre: { choiceSet: 'whole', blanks: 'whole', order: 'pairs' },
  sat: itemTypesRule,
  celpip: itemTypesRule,
  duolingo: itemTypesRule,
  default: itemTypesRule,
};

/**
 * The credit rules of an item: its own where it has them (decision 066), else its exam's; an item of
 * no exam (a lesson quiz) keeps ITEM-TYPES.md's.
 */
export function creditRules(exam: ExamProfile | undefined, own?: ItemCredit | null): CreditRules {
  return { ...byExam[exam ?? 'default'], ...own };
}
