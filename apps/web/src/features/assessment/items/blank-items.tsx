import { NativeSelect, TextInput } from '@mantine/core';
import { htmlToText } from '../../../components/html-content';
import { acceptedAnswers, correctOptionIds, optionsOf } from './answer-key';
import { BlankText } from './blank-text';
import classes from './items.module.css';
import { optionsCell } from './option-text';
import { inputAt, withInput } from './response';
import { AnswerCompare } from './review';
import type { ItemViewProps } from './types';

const blanksOf = (props: ItemViewProps) => Math.max(0, props.item.BlankCount);

/** b: gap fill, one typed value per blank. */
export function GapFillItem(props: ItemViewProps) {
  const { item, value, onChange, mode, result } = props;
  const review = mode === 'review';
  const count = blanksOf(props);
  return (
    <>
      <BlankText
        html={item.Items}
        count={count}
        renderBlank={(i) => (
          <TextInput
            aria-label={`Blank ${i + 1}`}
            value={inputAt(value, i) ?? ''}
            readOnly={review}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => onChange(withInput(value, i, e.currentTarget.value || null, count))}
            className={classes.inlineField}
            size="xs"
          />
        )}
      />
      {review && (
        <AnswerCompare
          rows={Array.from({ length: count }, (_, i) => ({
            label: `Blank ${i + 1}`,
            yours: inputAt(value, i),
            correct: acceptedAnswers(item, i).join(' or '),
            isCorrect: result?.parts?.[i]?.isCorrect ?? null,
          }))}
        />
      )}
    </>
  );
}

/** rf: a dropdown per blank; the options of blank i are those of column i. */
export function DropdownBlanksItem(props: ItemViewProps) {
  const { item, value, onChange, mode, result } = props;
  const review = mode === 'review';
  const count = blanksOf(props);
  return (
    <>
      <BlankText
        html={item.Items}
        count={count}
        renderBlank={(i) => (
          <NativeSelect
            aria-label={`Blank ${i + 1}`}
            value={inputAt(value, i) ?? ''}
            disabled={review}
            onChange={(e) => onChange(withInput(value, i, e.currentTarget.value || null, count))}
            data={[
              { value: '', label: 'Choose…' },
              ...optionsOf(item, i).map((o) => ({ value: o.ItemOptionID, label: htmlToText(o.Options) })),
            ]}
            className={classes.inlineField}
            size="xs"
          />
        )}
      />
      {review && (
        <AnswerCompare
          rows={Array.from({ length: count }, (_, i) => ({
            label: `Blank ${i + 1}`,
            yours: optionsCell(item, [inputAt(value, i)]),
            correct: optionsCell(item, correctOptionIds(item, i)),
            isCorrect: result?.parts?.[i]?.isCorrect ?? null,
          }))}
        />
      )}
    </>
  );
}
