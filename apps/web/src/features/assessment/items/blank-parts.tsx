import { NativeSelect } from '@mantine/core';
import type { LaunchItem } from '@portico/contract/assessment-test-json';
import type { ReactNode } from 'react';
import { htmlToText } from '../../../components/html-content';
import { AnswerCompare } from './answer-compare-part';
import { acceptedAnswers, optionsOf } from './answer-key';
import { BlankText } from './blank-text';
import classes from './items.module.css';
import { optionsCell } from './option-text';
import { inputAt, withInput } from './response';
import type { CompareRow } from './review';
import type { ItemViewProps } from './types';

/** The response with blank `i` set to `next`, the response holding `count` blanks. */
export const setBlank =
  ({ value, onChange }: ItemViewProps, count: number) =>
  (i: number, next: string | null) =>
    onChange(withInput(value, i, next, count));

/** Review rows of typed blanks: what was typed beside every answer the key accepts. */
export const typedRows = ({ item, value, result }: ItemViewProps, count: number): CompareRow[] =>
  Array.from({ length: count }, (_, i) => ({
    label: `Blank ${i + 1}`,
    yours: inputAt(value, i),
    correct: acceptedAnswers(item, i).join(' or '),
    isCorrect: result?.parts?.[i]?.isCorrect ?? null,
  }));

/** Review rows of chosen options, one per blank or slot, beside the key's options for it. */
export const chosenRows = (
  { item, value, result }: ItemViewProps,
  count: number,
  noun: 'Blank' | 'Slot',
  correctIds: (i: number) => string[],
): CompareRow[] =>
  Array.from({ length: count }, (_, i) => ({
    label: `${noun} ${i + 1}`,
    yours: optionsCell(item, [inputAt(value, i)]),
    correct: optionsCell(item, correctIds(i)),
    isCorrect: result?.parts?.[i]?.isCorrect ?? null,
  }));

/** A dropdown inside the text: the options of one column of the item, 'Choose…' when none is picked. */
function BlankSelect({
  item,
  index,
  column,
  value,
  disabled,
  onPick,
}: {
  item: LaunchItem;
  index: number;
  column: number;
  value: string | null;
  disabled: boolean;
  onPick: (id: string | null) => void;
}) {
  return (
    <NativeSelect
      aria-label={`Blank ${index + 1}`}
      value={value ?? ''}
      disabled={disabled}
      onChange={(e) => onPick(e.currentTarget.value || null)}
      data={[
        { value: '', label: 'Choose…' },
        ...optionsOf(item, column).map((o) => ({ value: o.ItemOptionID, label: htmlToText(o.Options) })),
      ]}
      className={classes.inlineField}
      size="xs"
    />
  );
}

/**
 * An item answered in its text's blanks: `children` draws blank i, given the way to set its answer;
 * in review, each blank's answer beside the key's.
 */
export function InlineBlanks({
  props,
  count,
  reviewRows,
  children,
}: {
  props: ItemViewProps;
  count: number;
  reviewRows: () => CompareRow[];
  children: (i: number, answer: (next: string | null) => void) => ReactNode;
}) {
  const set = setBlank(props, count);
  return (
    <>
      <BlankText
        html={props.item.Items}
        count={count}
        renderBlank={(i) => children(i, (next) => set(i, next))}
      />
      {props.mode === 'review' && <AnswerCompare rows={reviewRows()} />}
    </>
  );
}

/**
 * An item answered by a dropdown in each of its text's blanks: blank i offers the options of
 * `column(i)`; in review, each blank's choice beside the key's options for it (`correctIds(i)`).
 */
export function DropdownBlanks({
  props,
  count,
  column,
  correctIds,
}: {
  props: ItemViewProps;
  count: number;
  column: (i: number) => number;
  correctIds: (i: number) => string[];
}) {
  return (
    <InlineBlanks
      props={props}
      count={count}
      reviewRows={() => chosenRows(props, count, 'Blank', correctIds)}
    >
      {(i, answer) => (
        <BlankSelect
          item={props.item}
          index={i}
          column={column(i)}
          value={inputAt(props.value, i)}
          disabled={props.mode === 'review'}
          onPick={answer}
        />
      )}
    </InlineBlanks>
  );
}
