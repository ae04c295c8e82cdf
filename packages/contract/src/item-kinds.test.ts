import { describe, expect, it } from 'vitest';
import { isItemType, itemTypes, needsEvaluation } from './item-kinds';

describe('needsEvaluation (ITEM-TYPES.md)', () => {
  it.each([
    'essay',
    'essay-topic',
    'essay-audio',
    'record-audio',
    'record-notify',
    'record-video',
    'interactivewriting',
    'selectandspeak',
    'selectandessay',
  ] as const)('%s: faculty evaluated', (itemType) => {
    expect(needsEvaluation(itemType)).toBe(true);
  });

  it('every other type is scored automatically', () => {
    const automatic = itemTypes.filter((t) => !needsEvaluation(t));
    expect(automatic).toEqual([
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
      'b',
      'rf',
      'f',
      'drop',
      'reorder',
      'highlight',
      'interactivelistening',
      'interactivedropdown',
    ]);
  });
});

describe('isItemType', () => {
  it('knows the 28 types of ITEM-TYPES.md and nothing else', () => {
    expect(itemTypes).toHaveLength(28);
    expect(itemTypes.every(isItemType)).toBe(true);
    expect(isItemType('MCQ')).toBe(false);
    expect(isItemType('coding')).toBe(false);
  });
});
