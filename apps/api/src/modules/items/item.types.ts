import type { ExamProfile } from '@portico/contract/exam-profile';
import type { ItemCredit } from '@portico/contract/item-credit';
import type { FacultyType, ItemType, SinglePartType } from '@portico/contract/item-kinds';

/**
 * The shapes the scoring functions read and return. Pure data: the assessment service maps its rows
 * (spec 3 §3 testJson items, tracking records) into these before scoring.
 */

/**
 * An answer option (spec 3 §3: ItemOptionID, Options, IsCorrect, optionColumnIndex).
 * For typed parts `text` holds the accepted answers separated by '~'; for rangelimit it is 'min~max'.
 */
export interface ItemOption {
  id: string;
  text: string;
  isCorrect: boolean;
  columnIndex?: number | null;
}

/**
 * The key of one blank (b, rf, f) or slot (drop), in the order the blanks appear.
 * b, f: the correct option(s) hold the accepted answers; rf, drop: the options offered, the right
 * one(s) flagged `isCorrect`.
 */
export interface BlankKey {
  options: ItemOption[];
  /** ITEM-TYPES.md: points per part; 1 when missing or 0. */
  points?: number | null;
}

/** reorder: the option ids in their correct order. */
export interface OrderKey {
  optionIds: string[];
  /** ITEM-TYPES.md: one point per correctly ordered adjacent pair; 1 when missing or 0. */
  pointsPerPair?: number | null;
}

/** highlight: the 0-based indexes of the words that should be marked. */
export interface HighlightKey {
  wordIndexes: number[];
  /** ITEM-TYPES.md: +1 per right word, -1 per wrong word; 1 when missing or 0. */
  pointsPerWord?: number | null;
}

/** The types a composite part may have: those answered by one value (see CompositePart). */
export type CompositePartType = Exclude<SinglePartType, 'bn'> | FacultyType;

/**
 * One part of a composite item (a conversation turn, a dropdown, the spoken or written answer).
 * Its answer is one value of the composite's `inputResponses`, in order: an option id (ids
 * comma-joined for mca) for choice parts, the text or recording URL otherwise. A dropdown completion
 * (interactivedropdown) is one dd-mcq part per dropdown.
 */
export interface CompositePart {
  itemType: CompositePartType;
  options: ItemOption[];
  /** Points of this part when right; 1 when missing or 0. */
  points?: number | null;
}

/**
 * A question as scoring sees it. Only the key matching `itemType` is read:
 * `blanks` for b, rf, f, drop; `order` for reorder; `highlight` for highlight; `parts` for the
 * composite types. Multi-part items are worth the sum of their parts' points; `points` is then unused.
 */
export interface ScorableItem {
  itemType: ItemType;
  /** SCORING.md: 1 when missing or 0. */
  points?: number | null;
  /** SCORING.md: 0 when missing. */
  negativePoints?: number | null;
  options: ItemOption[];
  /** One key per blank or slot, in order. Missing: derived from `options` (see item-keys.ts). */
  blanks?: BlankKey[];
  /** Missing: the options in their authored order. */
  order?: OrderKey;
  highlight?: HighlightKey;
  parts?: CompositePart[];
  /**
   * The exam whose credit rules score it (its test's profile, exam-credit.ts); missing: Portico's own
   * (ITEM-TYPES.md), as for a lesson quiz.
   */
  exam?: ExamProfile;
  /** The item's own credit rules over its exam's (decision 066: a QTI item's response processing). */
  credit?: ItemCredit;
}

/** A saved answer (spec 3 §3 tracking record; ITEM-TYPES.md 'response' column). */
export interface ItemResponse {
  /** One option id, or several joined by commas (mca, mca-audio, multi-select). */
  selectedOptionId?: string | null;
  enteredText?: string | null;
  /** One value per part, in order (blanks, fraction boxes, reorder ids, highlighted words). */
  inputResponses?: { value: string | null | undefined }[] | null;
}

/** A faculty score for an essay, a recording, or the spoken/written parts of a composite. */
export interface Evaluation {
  score: number;
}

export interface PartScore {
  /** null: the part was not answered as part of a skipped item, or awaits faculty evaluation. */
  isCorrect: boolean | null;
  points: number;
}

/**
 * The score of one response. Invariant: `isCorrect` null means 0 points and 0 negative points
 * (skipped, or waiting for a faculty evaluation).
 */
export interface ItemScore {
  /** spec 3 §3: true, false, or null (skipped or not yet evaluated). */
  isCorrect: boolean | null;
  /** Points earned: the item's points when right, partial credit for multi-part items. */
  points: number;
  /** Penalty incurred: the item's negative points when wrong, else 0. */
  negativePoints: number;
  /** Whether the response holds an answer for this item type (a null isCorrect is then not 'skipped'). */
  answered: boolean;
  /** Per blank, pair, word or part, for multi-part and composite items. */
  parts?: PartScore[];
}
