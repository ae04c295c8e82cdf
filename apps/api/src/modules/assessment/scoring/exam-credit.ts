import type { ExamProfile } from '@portico/contract/exam-profile';

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
export interface CreditRules {
  /** mca, mca-audio, multi-select. */
  choiceSet: 'whole' | 'per-right' | 'right-minus-wrong';
  /** b, rf, f, drop: each blank on its own, or the item's points only when every blank is right. */
  blanks: 'per-blank' | 'whole';
}

const itemTypesRule: CreditRules = { choiceSet: 'whole', blanks: 'per-blank' };

const byExam: Record<ExamProfile, CreditRules> = {
  ielts: { choiceSet: 'per-right', blanks: 'per-blank' },
  pte: { choiceSet: 'right-minus-wrong', blanks: 'per-blank' },
  gre: { choiceSet: 'whole', blanks: 'whole' },
  sat: itemTypesRule,
  celpip: itemTypesRule,
  duolingo: itemTypesRule,
  default: itemTypesRule,
};

/** The credit rules of an item's exam; an item of no exam (a lesson quiz) keeps ITEM-TYPES.md's. */
export function creditRules(exam: ExamProfile | undefined): CreditRules {
  return byExam[exam ?? 'default'];
}
