import { HtmlContent, htmlToText } from '../../../components/html-content';
import { AnswerCompare } from './answer-compare-part';
import { correctOptionIds, optionsOf } from './answer-key';
import { chosenRows, setBlank, typedRows } from './blank-parts';
import { inputAt } from './response';
import type { CompareRow } from './review';
import { type PoolEntry, SlotFill } from './slot-fill';
import type { ItemViewProps } from './types';

const slotsOf = (props: ItemViewProps) => Math.max(0, props.item.BlankCount);

/** Slots in the text filled from a pool; in review, each slot's answer beside the key's. */
function SlotItem({
  props,
  pool,
  poolLabel,
  wide,
  reviewRows,
}: {
  props: ItemViewProps;
  pool: PoolEntry[];
  poolLabel: string;
  wide?: boolean;
  reviewRows: (count: number) => CompareRow[];
}) {
  const count = slotsOf(props);
  const review = props.mode === 'review';
  return (
    <>
      <SlotFill
        html={props.item.Items}
        count={count}
        pool={pool}
        values={Array.from({ length: count }, (_, i) => inputAt(props.value, i))}
        onSet={setBlank(props, count)}
        readOnly={review}
        poolLabel={poolLabel}
        wide={wide}
      />
      {review && <AnswerCompare rows={reviewRows(count)} />}
    </>
  );
}

/** f: blanks filled with words of the word bank, each word once: one word per blank. */
export function WordBankItem(props: ItemViewProps) {
  const pool: PoolEntry[] = props.item.WordBank.map((word, i) => ({
    key: `w${i}`,
    value: word,
    text: word,
    label: word,
  }));
  return (
    <SlotItem
      props={props}
      pool={pool}
      poolLabel="Word bank"
      reviewRows={(count) => typedRows(props, count)}
    />
  );
}

/** drop: answers dragged into slots (matching headings, information): one option id per slot. */
export function DropItem(props: ItemViewProps) {
  const { item } = props;
  const pool: PoolEntry[] = optionsOf(item).map((o) => ({
    key: o.ItemOptionID,
    value: o.ItemOptionID,
    text: htmlToText(o.Options),
    label: <HtmlContent html={o.Options} inline />,
  }));
  return (
    <SlotItem
      props={props}
      pool={pool}
      poolLabel="Answers to place"
      wide
      reviewRows={(count) => chosenRows(props, count, 'Slot', (i) => correctOptionIds(item, i))}
    />
  );
}
