import { TextInput } from '@mantine/core';
import { correctOptionIds } from './answer-key';
import { DropdownBlanks, InlineBlanks, typedRows } from './blank-parts';
import classes from './items.module.css';
import { inputAt } from './response';
import type { ItemViewProps } from './types';

const blanksOf = (props: ItemViewProps) => Math.max(0, props.item.BlankCount);

/** b: gap fill, one typed value per blank. */
export function GapFillItem(props: ItemViewProps) {
  const count = blanksOf(props);
  return (
    <InlineBlanks props={props} count={count} reviewRows={() => typedRows(props, count)}>
      {(i, answer) => (
        <TextInput
          aria-label={`Blank ${i + 1}`}
          value={inputAt(props.value, i) ?? ''}
          readOnly={props.mode === 'review'}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => answer(e.currentTarget.value || null)}
          className={classes.inlineField}
          size="xs"
        />
      )}
    </InlineBlanks>
  );
}

/** rf: a dropdown per blank; the options of blank i are those of column i. */
export function DropdownBlanksItem(props: ItemViewProps) {
  return (
    <DropdownBlanks
      props={props}
      count={blanksOf(props)}
      column={(i) => i}
      correctIds={(i) => correctOptionIds(props.item, i)}
    />
  );
}
