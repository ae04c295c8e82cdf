import type { StudentTestItem } from './assessment-launch';
import type { AnswerKey, LaunchItem, LaunchOption } from './assessment-test-json';
import { choiceTypes, compositeTypes, essayTypes, recordingTypes } from './item-kinds';

/**
 * The questions summary's 'Your Answer' and 'Expected Answer' as text, for every item type of
 * ITEM-TYPES.md. Responses travel as selectedOptionId (ids comma-joined), enteredText, or
 * inputResponses (one per blank, box, slot, word or part); option ids become option texts.
 */

export type SavedAnswer = Pick<StudentTestItem, 'selectedOptionId' | 'enteredText' | 'inputResponses'>;

/** spec 2 §8: missing values show '-'. */
export const EMPTY_ANSWER = '-';
/** What a recorded answer reads as; the recording itself is linked beside it. */
export const RECORDING_LABEL = 'Recording';
/** How much of an essay the summary shows. */
export const ESSAY_PREVIEW_LENGTH = 120;

const BLANK_SEPARATOR = ' | ';
const ALTERNATIVE_SEPARATOR = ' / ';
const ORDER_SEPARATOR = ' → ';
const LIST_SEPARATOR = ', ';

/** Typed answers shown as typed; rangelimit and bn are handled beside them. */
const TYPED_TYPES = ['an', 'ne'];
const TYPED_BLANK_TYPES = ['b', 'f'];
const CHOICE_BLANK_TYPES = ['rf', 'drop'];

const is = (list: readonly string[], itemType: string) => list.includes(itemType.toLowerCase());

/** Essays and recordings: no automatic score, a faculty evaluation sets it (ITEM-TYPES.md). */
export const isFacultyType = (itemType: string) => is(essayTypes, itemType) || is(recordingTypes, itemType);
export const isRecordingType = (itemType: string) => is(recordingTypes, itemType);

// ---------------------------------------------------------------------------------------------
// Text helpers (pure: no DOM, so the formatter runs anywhere).

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML to plain text: tags dropped, common entities decoded, white space collapsed. */
export function plainText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (match, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[name.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

export function truncate(text: string, max = ESSAY_PREVIEW_LENGTH): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** An essay in full: its lines kept (empty ones dropped), each as plain text. */
const paragraphs = (value: string) =>
  value
    .split(/\r?\n/)
    .map(plainText)
    .filter((line) => line !== '')
    .join('\n');

const isUrl = (value: string) => /^(https?:\/\/|blob:|\/)/i.test(value.trim());

const orEmpty = (text: string) => (text.trim() === '' ? EMPTY_ANSWER : text);

const present = (values: readonly string[]) => values.map((v) => v.trim()).filter((v) => v !== '');

const ids = (value: string | null | undefined) => [...new Set(present((value ?? '').split(',')))];

const inputValues = (answer: SavedAnswer | null | undefined) =>
  (answer?.inputResponses ?? []).map((response) => response.value ?? '');

/** Accepted answers as authored: each entry may hold several split by '~' (spec 3 §3). */
const alternatives = (accepted: readonly string[]) => present(accepted.flatMap((entry) => entry.split('~')));

// ---------------------------------------------------------------------------------------------
// Options.

/** The item's own options, or those of one blank / slot / part (optionColumnIndex). */
function optionsOf(item: LaunchItem, column?: number): LaunchOption[] {
  if (column === undefined) return item.ItemOptionResponse;
  const own = item.ItemOptionResponse.filter((o) => o.optionColumnIndex === column);
  return own.length > 0 ? own : item.ItemOptionResponse;
}

/**
 * An option's text; audio options (mca-audio) read 'Audio n', n counted within `options`. Ids are
 * unique in an item, so one missing from `options` is looked up in `all`; an unknown id shows as sent.
 */
function optionLabel(
  options: readonly LaunchOption[],
  id: string,
  all: readonly LaunchOption[] = options,
): string {
  let index = options.findIndex((o) => o.ItemOptionID === id);
  let option = options[index];
  if (!option && all !== options) {
    index = all.findIndex((o) => o.ItemOptionID === id);
    option = all[index];
  }
  if (!option) return id;
  const text = plainText(option.Options);
  return isUrl(text) ? `Audio ${index + 1}` : text || EMPTY_ANSWER;
}

const optionLabels = (
  options: readonly LaunchOption[],
  optionIds: readonly string[],
  all: readonly LaunchOption[] = options,
) => optionIds.map((id) => optionLabel(options, id, all));

const correctIds = (options: readonly LaunchOption[]) =>
  options.filter((o) => o.IsCorrect).map((o) => o.ItemOptionID);

// ---------------------------------------------------------------------------------------------
// Your answer.

function typedValue(itemType: string, value: string, full = false): string {
  const text = plainText(value);
  if (text === '') return EMPTY_ANSWER;
  if (is(recordingTypes, itemType)) return RECORDING_LABEL;
  if (is(essayTypes, itemType)) return full ? paragraphs(value) : truncate(text);
  return text;
}

function choiceValue(
  options: readonly LaunchOption[],
  value: string | null | undefined,
  all: readonly LaunchOption[] = options,
): string {
  return orEmpty(optionLabels(options, ids(value), all).join(LIST_SEPARATOR));
}

/** highlight: the transcript whose words are marked (the passage, else the question). */
function transcriptWords(item: LaunchItem): string[] {
  return plainText(item.Passage || item.Items)
    .split(' ')
    .filter((word) => word !== '');
}

function markedWords(item: LaunchItem, indexes: readonly (string | number)[]): string {
  const words = transcriptWords(item);
  const sorted = [...new Set(indexes.map(Number).filter((n) => Number.isInteger(n) && n >= 0))].sort(
    (a, b) => a - b,
  );
  return orEmpty(sorted.map((n) => words[n] ?? `#${n + 1}`).join(LIST_SEPARATOR));
}

/** Several blanks: each shown, an empty one as '-'; nothing at all is '-'. */
function joinBlanks(values: readonly string[]): string {
  if (present(values).length === 0) return EMPTY_ANSWER;
  return values.map((v) => orEmpty(v.trim())).join(BLANK_SEPARATOR);
}

/** The student's answer as text; essays cut to a preview unless `full`. */
export function yourAnswer(
  item: LaunchItem,
  answer: SavedAnswer | null | undefined,
  { full = false }: { full?: boolean } = {},
): string {
  const type = item.ItemType.toLowerCase();
  const values = inputValues(answer);

  if (is(choiceTypes, type)) return choiceValue(item.ItemOptionResponse, answer?.selectedOptionId);
  if (is(TYPED_TYPES, type) || type === 'rangelimit' || isFacultyType(type)) {
    return typedValue(type, answer?.enteredText ?? '', full);
  }
  if (type === 'bn') {
    const [numerator = '', denominator = ''] = values.map((v) => v.trim());
    if (numerator === '' && denominator === '') return typedValue(type, answer?.enteredText ?? '', full);
    return `${numerator || '?'}/${denominator || '?'}`;
  }
  if (is(TYPED_BLANK_TYPES, type)) return joinBlanks(values.map(plainText));
  if (is(CHOICE_BLANK_TYPES, type)) {
    return joinBlanks(
      values.map((v, i) =>
        v.trim() === '' ? '' : optionLabel(optionsOf(item, i), v.trim(), item.ItemOptionResponse),
      ),
    );
  }
  if (type === 'reorder') {
    return orEmpty(optionLabels(item.ItemOptionResponse, present(values)).join(ORDER_SEPARATOR));
  }
  if (type === 'highlight') return markedWords(item, present(values));
  if (is(compositeTypes, type)) {
    if (item.Parts.length === 0) return joinBlanks(values);
    return joinBlanks(
      item.Parts.map((part, i) => {
        const value = values[i] ?? '';
        if (value.trim() === '') return '';
        return is(choiceTypes, part.itemType)
          ? choiceValue(optionsOf(item, part.index), value, item.ItemOptionResponse)
          : typedValue(part.itemType, value, full);
      }),
    );
  }
  // A type this build does not know: show whatever was sent.
  if (answer?.selectedOptionId) return choiceValue(item.ItemOptionResponse, answer.selectedOptionId);
  if (present(values).length > 0) return joinBlanks(values);
  return typedValue(type, answer?.enteredText ?? '', full);
}

/** A recorded answer's address, for the audio link beside 'Recording' (null when there is none). */
export function answerAudioUrl(item: LaunchItem, answer: SavedAnswer | null | undefined): string | null {
  const type = item.ItemType.toLowerCase();
  const candidates = is(recordingTypes, type)
    ? [answer?.enteredText ?? '']
    : is(compositeTypes, type)
      ? item.Parts.flatMap((part, i) =>
          is(recordingTypes, part.itemType) ? [inputValues(answer)[i] ?? ''] : [],
        )
      : [];
  return candidates.map((c) => c.trim()).find(isUrl) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Expected answer (only once the test has ended: the Answer key, else the options' IsCorrect).

const acceptedText = (accepted: readonly string[]) =>
  orEmpty(alternatives(accepted).join(ALTERNATIVE_SEPARATOR));

function rangeText(accepted: readonly string[]): string {
  const ranges = accepted.map((entry) => {
    const [min = '', max = ''] = entry.split('~').map((v) => v.trim());
    return max === '' || min === max ? min : `${min} to ${max}`;
  });
  return orEmpty(present(ranges).join(ALTERNATIVE_SEPARATOR));
}

/** The accepted answers of typed items: the key, else the correct options' texts. */
function acceptedOf(item: LaunchItem, key: AnswerKey | undefined): string[] {
  if (key?.accepted?.length) return key.accepted;
  return item.ItemOptionResponse.filter((o) => o.IsCorrect).map((o) => plainText(o.Options));
}

type BlankKey = { optionIds: string[]; accepted: string[] };

/** Per blank or slot: the key's, else the correct options grouped by their column. */
function blankKeys(item: LaunchItem, key: AnswerKey | undefined): BlankKey[] {
  if (key?.blanks?.length) return key.blanks;
  const columns = new Map<number, LaunchOption[]>();
  item.ItemOptionResponse.forEach((option, position) => {
    const column = option.optionColumnIndex ?? position;
    columns.set(column, [...(columns.get(column) ?? []), option]);
  });
  return [...columns.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, options]) => options.filter((o) => o.IsCorrect))
    .filter((options) => options.length > 0)
    .map((options) => ({
      optionIds: options.map((o) => o.ItemOptionID),
      accepted: options.map((o) => plainText(o.Options)),
    }));
}

function expectedBlank(item: LaunchItem, blank: BlankKey, index: number, typed: boolean): string {
  if (typed && blank.accepted.length > 0) return acceptedText(blank.accepted);
  if (blank.optionIds.length > 0) {
    return optionLabels(optionsOf(item, index), blank.optionIds, item.ItemOptionResponse).join(
      ALTERNATIVE_SEPARATOR,
    );
  }
  return acceptedText(blank.accepted);
}

/** The right answer as text; '-' for essays and recordings, which a faculty member evaluates. */
export function expectedAnswer(item: LaunchItem): string {
  const type = item.ItemType.toLowerCase();
  const key = item.Answer;

  if (is(choiceTypes, type)) {
    const right = key?.optionIds?.length ? key.optionIds : correctIds(item.ItemOptionResponse);
    return orEmpty(optionLabels(item.ItemOptionResponse, right).join(LIST_SEPARATOR));
  }
  if (is(TYPED_TYPES, type) || type === 'bn') return acceptedText(acceptedOf(item, key));
  if (type === 'rangelimit') return rangeText(acceptedOf(item, key));
  if (isFacultyType(type)) return EMPTY_ANSWER;
  if (is(TYPED_BLANK_TYPES, type) || is(CHOICE_BLANK_TYPES, type)) {
    const typed = is(TYPED_BLANK_TYPES, type);
    return joinBlanks(blankKeys(item, key).map((blank, i) => expectedBlank(item, blank, i, typed)));
  }
  if (type === 'reorder') {
    const order = key?.order?.length ? key.order : item.ItemOptionResponse.map((o) => o.ItemOptionID);
    return orEmpty(optionLabels(item.ItemOptionResponse, order).join(ORDER_SEPARATOR));
  }
  if (type === 'highlight') return markedWords(item, key?.wordIndexes ?? []);
  if (is(compositeTypes, type)) {
    return joinBlanks(
      item.Parts.map((part, i) => {
        if (isFacultyType(part.itemType)) return EMPTY_ANSWER;
        const partKey = key?.parts?.[i];
        const options = optionsOf(item, part.index);
        if (is(choiceTypes, part.itemType)) {
          const right = partKey?.optionIds.length ? partKey.optionIds : correctIds(options);
          return optionLabels(options, right, item.ItemOptionResponse).join(LIST_SEPARATOR);
        }
        const accepted = partKey?.accepted.length
          ? partKey.accepted
          : options.filter((o) => o.IsCorrect).map((o) => plainText(o.Options));
        return part.itemType === 'rangelimit' ? rangeText(accepted) : acceptedText(accepted);
      }),
    );
  }
  if (key?.optionIds?.length)
    return orEmpty(optionLabels(item.ItemOptionResponse, key.optionIds).join(LIST_SEPARATOR));
  if (key?.accepted?.length) return acceptedText(key.accepted);
  return EMPTY_ANSWER;
}

// ---------------------------------------------------------------------------------------------
// Result (spec 3 §3).

export type AnswerResult = 'correct' | 'incorrect' | 'skipped' | 'awaiting';

function hasAnswer(item: LaunchItem, answer: StudentTestItem | undefined): boolean {
  if (!answer) return false;
  if (typeof answer.answered === 'boolean') return answer.answered;
  return yourAnswer(item, answer) !== EMPTY_ANSWER;
}

/**
 * Essays and recordings (and composites with a spoken or written part) that were answered but not
 * yet evaluated: the spec's essay note applies (spec 3 §2).
 */
export function isAwaitingAssessment(item: LaunchItem, answer: StudentTestItem | undefined): boolean {
  if (answer?.isCorrect === true || answer?.isCorrect === false) return false;
  const evaluated = isFacultyType(item.ItemType) || item.Parts.some((part) => isFacultyType(part.itemType));
  return evaluated && hasAnswer(item, answer);
}

/** spec 3 §3: true correct, false incorrect, null skipped (or, for an answered essay, awaiting). */
export function resultOf(item: LaunchItem, answer: StudentTestItem | undefined): AnswerResult {
  if (answer?.isCorrect === true) return 'correct';
  if (answer?.isCorrect === false) return 'incorrect';
  return isAwaitingAssessment(item, answer) ? 'awaiting' : 'skipped';
}
