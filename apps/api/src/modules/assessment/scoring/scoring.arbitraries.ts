/**
 * fast-check generators for the property tests of this folder: items of every type with messy
 * authored data, and the responses a browser (or a tampering client) could send.
 */
import { examProfiles } from '@portico/contract/exam-profile';
import { facultyTypes, type ItemType, itemTypes, singlePartTypes } from '@portico/contract/item-kinds';
import fc from 'fast-check';
import type {
  BlankKey,
  CompositePart,
  CompositePartType,
  ItemOption,
  ItemResponse,
  ScorableItem,
} from '../../items/item.types';

const ids = ['a', 'b', 'c', 'd'] as const;
const texts = [
  'cat',
  ' Cat ',
  'big  cat~kitten',
  '1,000',
  '1000.0',
  '3/4',
  '0.75',
  '10~20',
  '20~10',
  'x~y',
  '',
  '~',
];
const values = [
  'a',
  'b',
  'c',
  'a,b',
  ' b , a ',
  '0',
  '1',
  '2',
  '3',
  '12',
  'cat',
  '1000',
  '15',
  '6',
  '8',
  '',
  ' ',
];

/** Points as authored: missing, null, 0, negative, whole or fractional. */
export const pointsArb = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer({ min: -2, max: 5 }),
  fc.integer({ min: 1, max: 20 }).map((n) => n / 4),
);

export const optionArb: fc.Arbitrary<ItemOption> = fc.record(
  {
    id: fc.constantFrom(...ids),
    text: fc.constantFrom(...texts),
    isCorrect: fc.boolean(),
    columnIndex: fc.option(fc.nat(2), { nil: undefined }),
  },
  { requiredKeys: ['id', 'text', 'isCorrect'] },
);

const optionsArb = fc.array(optionArb, { maxLength: 5 });
const blankArb: fc.Arbitrary<BlankKey> = fc.record({ options: optionsArb, points: pointsArb });
const partTypes: CompositePartType[] = [...singlePartTypes.filter((t) => t !== 'bn'), ...facultyTypes];
const partArb: fc.Arbitrary<CompositePart> = fc.record({
  itemType: fc.constantFrom(...partTypes),
  options: optionsArb,
  points: pointsArb,
});

export function itemArb(types: readonly ItemType[] = itemTypes): fc.Arbitrary<ScorableItem> {
  return fc.record(
    {
      itemType: fc.constantFrom(...types),
      points: pointsArb,
      negativePoints: pointsArb,
      options: optionsArb,
      blanks: fc.array(blankArb, { maxLength: 4 }),
      order: fc.record({ optionIds: fc.uniqueArray(fc.constantFrom(...ids)), pointsPerPair: pointsArb }),
      highlight: fc.record({ wordIndexes: fc.array(fc.nat(15), { maxLength: 6 }), pointsPerWord: pointsArb }),
      parts: fc.array(partArb, { maxLength: 4 }),
      exam: fc.constantFrom(...examProfiles),
    },
    { requiredKeys: ['itemType', 'options'] },
  );
}

export const responseArb: fc.Arbitrary<ItemResponse> = fc.record(
  {
    selectedOptionId: fc.option(fc.constantFrom(...values), { nil: undefined }),
    enteredText: fc.option(fc.constantFrom(...texts, ...values)),
    inputResponses: fc.option(
      fc.array(fc.record({ value: fc.option(fc.constantFrom(...values), { nil: undefined }) }), {
        maxLength: 6,
      }),
    ),
  },
  { requiredKeys: [] },
);

/** Faculty scores as forms give them: 0 to 9 in half steps. */
export const evaluationArb = fc.option(
  fc.integer({ min: 0, max: 18 }).map((n) => ({ score: n / 2 })),
  { nil: undefined },
);

/** What a stored result goes through: JSON in and out of the database. */
export function viaJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
