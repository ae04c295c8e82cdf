/**
 * How an item holding several answers earns its marks (decision 039 for each exam's rule, decision
 * 066 for an item's own): a choice set all or nothing, a mark per right option, or +1/−1 per option;
 * blanks one by one or all or nothing; a reorder a mark per right adjacent pair or all or nothing.
 */
export const choiceSetCredits = ['whole', 'per-right', 'right-minus-wrong'] as const;
export const blankCredits = ['per-blank', 'whole'] as const;
export const orderCredits = ['pairs', 'whole'] as const;

export interface CreditRules {
  /** mca, mca-audio, multi-select. */
  choiceSet: (typeof choiceSetCredits)[number];
  /** b, rf, f, drop: each blank on its own, or the item's points only when every blank is right. */
  blanks: (typeof blankCredits)[number];
  /** reorder: a mark per right adjacent pair, or the item's points only when the whole order is right. */
  order: (typeof orderCredits)[number];
}

/**
 * An item's own credit rules, over its exam's (decision 066): an item imported from a QTI package
 * is marked as its response processing says (match_correct: all or nothing; map_response: a mark
 * per right answer, perhaps less one per wrong one).
 */
export type ItemCredit = Partial<CreditRules>;
