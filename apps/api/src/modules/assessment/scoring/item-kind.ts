import {
  type BlankType,
  blankTypes,
  type CompositeType,
  compositeTypes,
  type FacultyType,
  facultyTypes,
  type ItemType,
  itemTypes,
} from '../../items/item.types';

/** ITEM-TYPES.md: answered by selectedOptionId (one id, or ids joined by commas). */
const choiceTypes = ['mcq', 'yesorno', 'dd-mcq', 'ssr', 'mca', 'mca-audio', 'multi-select'] as const;
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

export function isChoiceType(itemType: ItemType): boolean {
  return has(choiceTypes, itemType);
}

export function isChoiceSetType(itemType: ItemType): boolean {
  return has(choiceSetTypes, itemType);
}

export function isTextType(itemType: ItemType): boolean {
  return has(textTypes, itemType);
}

export function isFacultyType(itemType: ItemType): itemType is FacultyType {
  return has(facultyTypes, itemType);
}

export function isBlankType(itemType: ItemType): itemType is BlankType {
  return has(blankTypes, itemType);
}

export function isCompositeType(itemType: ItemType): itemType is CompositeType {
  return has(compositeTypes, itemType);
}

/**
 * Whether an item of this type gets (part of) its score from a faculty evaluation: essays,
 * recordings, and the composites with a spoken or written part. scoreItem itself decides from the
 * parts an item actually has.
 */
export function needsEvaluation(itemType: ItemType): boolean {
  return isFacultyType(itemType) || has(compositesWithFacultyParts, itemType);
}
