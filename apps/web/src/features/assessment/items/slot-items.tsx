import { HtmlContent, htmlToText } from '../../../components/html-content';
import { acceptedAnswers, correctOptionIds, optionsOf } from './answer-key';
import { optionsCell } from './option-text';
import { inputAt, withInput } from './response';
import { AnswerCompare } from './review';
import { type PoolEntry, SlotFill } from './slot-fill';
import type { ItemViewProps } from './types';

const valuesOf = (props: ItemViewProps, count: number) =>
  Array.from({ length: count }, (_, i) => inputAt(props.value, i));

/** f: blanks filled with words of the word bank, each word once: one word per blank. */
export function WordBankItem(props: ItemViewProps) {
  const { item, value, onChange, mode, result } = props;
  const count = Math.max(0, item.BlankCount);
  const pool: PoolEntry[] = item.WordBank.map((word, i) => ({
    key: `w${i}`,
    value: word,
    text: word,
    label: word,
  }));
  return (
    <>
      <SlotFill
        html={item.Items}
        count={count}
        pool={pool}
        values={valuesOf(props, count)}
        onSet={(i, v) => onChange(withInput(value, i, v, count))}
        readOnly={mode === 'review'}
        poolLabel="Word bank"
      />
      {mode === 'review' && (
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

/** drop: answers dragged into slots (matching headings, information): one option id per slot. */
export function DropItem(props: ItemViewProps) {
  const { item, value, onChange, mode, result } = props;
  const count = Math.max(0, item.BlankCount);
  const pool: PoolEntry[] = optionsOf(item).map((o) => ({
    key: o.ItemOptionID,
    value: o.ItemOptionID,
    text: htmlToText(o.Options),
    label: <HtmlContent html={o.Options} inline />,
  }));
  return (
    <>
      <SlotFill
        html={item.Items}
        count={count}
        pool={pool}
        values={valuesOf(props, count)}
        onSet={(i, v) => onChange(withInput(value, i, v, count))}
        readOnly={mode === 'review'}
        poolLabel="Answers to place"
        wide
      />
      {mode === 'review' && (
        <AnswerCompare
          rows={Array.from({ length: count }, (_, i) => ({
            label: `Slot ${i + 1}`,
            yours: optionsCell(item, [inputAt(value, i)]),
            correct: optionsCell(item, correctOptionIds(item, i)),
            isCorrect: result?.parts?.[i]?.isCorrect ?? null,
          }))}
        />
      )}
    </>
  );
}
