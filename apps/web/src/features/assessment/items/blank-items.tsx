import { TextInput } from '@mantine/core';
import { correctOptionIds } from './answer-key';
import { BlankSelect, chosenRows, InlineBlanks, setBlank, typedRows } from './blank-parts';
import classes from './items.module.css';
import { inputAt } from './response';
import type { ItemViewProps } from './types';

const blanksOf = (props: ItemViewProps) => Math.max(0, props.item.BlankCount);

/** b: gap fill, one typed value per blank. */
export function GapFillItem(props: ItemViewProps) {
  const count = blanksOf(props);
  const set = setBlank(props, count);
  return (
    <InlineBlanks
      props={props}
      count={count}
      renderBlank={(i) => (
        <TextInput
          aria-label={`Blank ${i + 1}`}
          value={inputAt(props.value, i) ?? ''}
          readOnly={props.mode === 'review'}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => set(i, e.currentTarget.value || null)}
          className={classes.inlineField}
          size="xs"
        />
      )}
      reviewRows={() => typedRows(props, count)}
    />
  );
}

/** rf: a dropdown per blank; the options of blank i are those of column i. */
export function DropdownBlanksItem(props: ItemViewProps) {
  const count = blanksOf(props);
  const set = setBlank(props, count);
  return (
    <InlineBlanks
      props={props}
      count={count}
      renderBlank={(i) => (
        <BlankSelect
          item={props.item}
          index={i}
          column={i}
          value={inputAt(props.value, i)}
          disabled={props.mode === 'review'}
          onPick={(id) => set(i, id)}
        />
      )}
      reviewRows={() => chosenRows(props, count, 'Blank', (i) => correctOptionIds(props.item, i))}
    />
  );
}
