/**
 * The item types of ITEM-TYPES.md and what kind of answer each takes: one list, read by the API's
 * scoring, the answers summary (answers.ts) and the web's item views. Pure data, no zod.
 */

/** ITEM-TYPES.md: the item types whose answer is one choice or one typed value. */
export const singlePartTypes = [
  'mcq',
  'yesorno',
  'dd-mcq',
  'ssr',
  'mca',
  'mca-audio',
  'multi-select',
  'an',
  'ne',
  'bn',
  'rangelimit',
] as const;

/** ITEM-TYPES.md: items with several parts scored one by one (points per part). */
export const blankTypes = ['b', 'rf', 'f', 'drop'] as const;

/** ITEM-TYPES.md: written answers a teacher marks. */
export const essayTypes = ['essay', 'essay-topic', 'essay-audio'] as const;
/** ITEM-TYPES.md: spoken (or filmed) answers a teacher marks. */
export const recordingTypes = ['record-audio', 'record-notify', 'record-video'] as const;
/** ITEM-TYPES.md: items with no automatic score ('none: faculty evaluated'). */
export const facultyTypes = [...essayTypes, ...recordingTypes] as const;

/** ITEM-TYPES.md: Duolingo-style items made of the parts above. */
export const compositeTypes = [
  'interactivelistening',
  'interactivewriting',
  'interactivedropdown',
  'selectandspeak',
  'selectandessay',
] as const;

/** The types answered by typing: their options are the accepted answers. */
export const typedTypes: readonly string[] = ['an', 'ne', 'bn', 'rangelimit'];

export type SinglePartType = (typeof singlePartTypes)[number];
export type BlankType = (typeof blankTypes)[number];
export type FacultyType = (typeof facultyTypes)[number];
export type CompositeType = (typeof compositeTypes)[number];
export type ItemType = SinglePartType | BlankType | 'reorder' | 'highlight' | FacultyType | CompositeType;

/** Every item type of ITEM-TYPES.md, for exhaustive tests and input validation. */
export const itemTypes: readonly ItemType[] = [
  ...singlePartTypes,
  ...blankTypes,
  'reorder',
  'highlight',
  ...facultyTypes,
  ...compositeTypes,
];

/** ITEM-TYPES.md: answered by selectedOptionId (one id, or ids joined by commas). */
export const choiceTypes = ['mcq', 'yesorno', 'dd-mcq', 'ssr', 'mca', 'mca-audio', 'multi-select'] as const;
/** ITEM-TYPES.md: the choice types answered by several options. */
const choiceSetTypes = ['mca', 'mca-audio', 'multi-select'] as const;
/** ITEM-TYPES.md: answered by enteredText. */
const textTypes = ['an', 'ne', 'rangelimit', ...facultyTypes] as const;
/**
 * ITEM-TYPES.md composite descriptions: 'a prompt with a follow-up essay', 'choose then speak',
 * 'choose then write' hold spoken or written parts; the conversation and the dropdown completion
 * are objective throughout.
 */
const compositesWithFacultyParts = ['interactivewriting', 'selectandspeak', 'selectandessay'] as const;

const has = (list: readonly string[], itemType: string) => list.includes(itemType);

export function isItemType(value: string): value is ItemType {
  return has(itemTypes, value);
}

export function isChoiceType(itemType: string): boolean {
  return has(choiceTypes, itemType);
}

export function isChoiceSetType(itemType: string): boolean {
  return has(choiceSetTypes, itemType);
}

export function isTextType(itemType: string): boolean {
  return has(textTypes, itemType);
}

export function isFacultyType(itemType: string): itemType is FacultyType {
  return has(facultyTypes, itemType);
}

export function isRecordingType(itemType: string): boolean {
  return has(recordingTypes, itemType);
}

export function isBlankType(itemType: string): itemType is BlankType {
  return has(blankTypes, itemType);
}

export function isCompositeType(itemType: string): itemType is CompositeType {
  return has(compositeTypes, itemType);
}

/**
 * Whether an item of this type gets (part of) its score from a faculty evaluation: essays,
 * recordings, and the composites with a spoken or written part. scoreItem itself decides from the
 * parts an item actually has.
 */
export function needsEvaluation(itemType: string): boolean {
  return isFacultyType(itemType) || has(compositesWithFacultyParts, itemType);
}
