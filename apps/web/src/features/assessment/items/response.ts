import type { ResponseValue } from './types';

export const emptyResponse = (): ResponseValue => ({
  selectedOptionId: null,
  enteredText: null,
  inputResponses: [],
});

/** Which field of the tracking record a type answers in (ITEM-TYPES.md). */
export type Encoding = 'option' | 'text' | 'inputs';

const ENCODING: Record<string, Encoding> = {
  mcq: 'option',
  yesorno: 'option',
  'dd-mcq': 'option',
  ssr: 'option',
  mca: 'option',
  'mca-audio': 'option',
  'multi-select': 'option',
  an: 'text',
  ne: 'text',
  rangelimit: 'text',
  essay: 'text',
  'essay-topic': 'text',
  'essay-audio': 'text',
  'record-audio': 'text',
  'record-notify': 'text',
  'record-video': 'text',
  bn: 'inputs',
  b: 'inputs',
  rf: 'inputs',
  f: 'inputs',
  drop: 'inputs',
  reorder: 'inputs',
  highlight: 'inputs',
  interactivelistening: 'inputs',
  interactivewriting: 'inputs',
  interactivedropdown: 'inputs',
  selectandspeak: 'inputs',
  selectandessay: 'inputs',
};

export const encodingOf = (itemType: string): Encoding | undefined => ENCODING[itemType];

const filled = (s: string | null | undefined) => s != null && s.trim() !== '';

/** Whether the student has answered (drives the Clear button; an empty response is skipped, spec 3 §9). */
export function hasAnswer(itemType: string, value: ResponseValue): boolean {
  const option = filled(value.selectedOptionId);
  const text = filled(value.enteredText);
  const inputs = value.inputResponses.some((r) => filled(r.value));
  switch (encodingOf(itemType)) {
    case 'option':
      return option;
    case 'text':
      return text;
    case 'inputs':
      return inputs;
    default:
      return option || text || inputs;
  }
}

const norm = (s: string | null | undefined) => s ?? null;

function trimmedInputs(inputs: { value: string | null }[]) {
  const values = inputs.map((r) => norm(r.value));
  while (values.length > 0 && values[values.length - 1] === null) values.pop();
  return values;
}

/** The same answer (trailing empty inputs ignored): the runner does not track a change that is none. */
export function sameResponse(a: ResponseValue, b: ResponseValue): boolean {
  if (norm(a.selectedOptionId) !== norm(b.selectedOptionId)) return false;
  if (norm(a.enteredText) !== norm(b.enteredText)) return false;
  const x = trimmedInputs(a.inputResponses);
  const y = trimmedInputs(b.inputResponses);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/** Comma-joined option ids (mca, mca-audio, multi-select) as a list. */
export const splitIds = (ids: string | null | undefined): string[] =>
  ids ? ids.split(',').filter((s) => s !== '') : [];

export const joinIds = (ids: string[]): string | null => (ids.length > 0 ? ids.join(',') : null);

/** The value of input i ('' and missing read as null). */
export const inputAt = (value: ResponseValue, i: number): string | null => {
  const v = value.inputResponses[i]?.value;
  return v == null || v === '' ? null : v;
};

/** A copy of the inputs with input i set, at least `length` long. */
export function withInput(value: ResponseValue, i: number, next: string | null, length = 0): ResponseValue {
  const size = Math.max(length, value.inputResponses.length, i + 1);
  const inputResponses = Array.from({ length: size }, (_, k) => ({
    value: k === i ? next : (value.inputResponses[k]?.value ?? null),
  }));
  return { ...value, inputResponses };
}
