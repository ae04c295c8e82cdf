import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Group, Text } from '@mantine/core';
import type { LaunchItem, LaunchOption } from '@portico/contract/assessment-test-json';
import { useEffect, useRef, useState } from 'react';
import { htmlToText } from '../../../components/html-content';
import { AnswerCompare } from './answer-compare-part';
import { optionsOf } from './answer-key';
import classes from './items.module.css';
import { OptionText, optionsCell } from './option-text';
import type { ItemViewProps } from './types';

/** The student's order, or the given order until they move something (unknown ids dropped, missing ones appended). */
export function currentOrder(options: LaunchOption[], inputs: { value: string | null }[]): string[] {
  const given = options.map((o) => o.ItemOptionID);
  const chosen = inputs.map((r) => r.value).filter((v): v is string => v != null && given.includes(v));
  const unique = [...new Set(chosen)];
  return [...unique, ...given.filter((id) => !unique.includes(id))];
}

const OrderList = ({ item, ids }: { item: LaunchItem; ids: string[] }) =>
  ids.length === 0 ? null : (
    <ol className={classes.orderList}>
      {ids.map((id) => (
        <li key={id}>{optionsCell(item, [id])}</li>
      ))}
    </ol>
  );

/** What a screen reader hears while a paragraph is dragged; `position` is a paragraph's place (from 1). */
const reorderAccessibility = (
  position: (id: string | number) => number,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } => ({
  screenReaderInstructions: {
    draggable:
      'To move a paragraph, press space or enter, use the arrow keys to move it, and press space or enter again to drop it. ' +
      'The Move up and Move down buttons do the same.',
  },
  announcements: {
    onDragStart: ({ active }) => `Picked up paragraph at position ${position(active.id)}.`,
    onDragOver: ({ over }) => (over ? `Over position ${position(over.id)}.` : 'Not over the list.'),
    onDragEnd: ({ over }) => (over ? `Dropped at position ${position(over.id)}.` : 'Dropped.'),
    onDragCancel: () => 'Moving was cancelled.',
  },
});

/** Review: the student's order beside the right one. */
function ReviewOrder({ item, value }: Pick<ItemViewProps, 'item' | 'value'>) {
  return (
    <AnswerCompare
      rows={[
        {
          yours: (
            <OrderList item={item} ids={value.inputResponses.map((r) => r.value ?? '').filter(Boolean)} />
          ),
          correct: <OrderList item={item} ids={item.Answer?.order ?? []} />,
        },
      ]}
    />
  );
}

/** reorder: paragraphs put in order by dragging (mouse, touch, keyboard) or Move up / Move down. */
export function ReorderItem(props: ItemViewProps) {
  const { item, value, onChange, mode, questionNumber } = props;
  const review = mode === 'review';
  const options = optionsOf(item);
  const order = currentOrder(options, value.inputResponses);
  const [status, setStatus] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const textOf = (id: string) => {
    const text = htmlToText(options.find((o) => o.ItemOptionID === id)?.Options);
    return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const next = arrayMove(order, from, to);
    onChange({ ...value, inputResponses: next.map((id) => ({ value: id })) });
    setStatus(`${textOf(order[from] ?? '')} moved to position ${to + 1} of ${order.length}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };
  const position = (id: string | number) => order.indexOf(String(id)) + 1;

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={reorderAccessibility(position)}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol
            className={classes.reorderList}
            aria-label={`Paragraphs of question ${questionNumber}, in your order`}
          >
            {order.map((id, i) => {
              const option = options.find((o) => o.ItemOptionID === id);
              return option ? (
                <SortableRow
                  key={id}
                  item={item}
                  option={option}
                  index={i}
                  total={order.length}
                  readOnly={review}
                  onMove={move}
                />
              ) : null;
            })}
          </ol>
        </SortableContext>
      </DndContext>
      <Text role="status" aria-live="polite" className="visually-hidden">
        {status}
      </Text>
      {review && <ReviewOrder item={item} value={value} />}
    </>
  );
}

interface RowProps {
  item: LaunchItem;
  option: LaunchOption;
  index: number;
  total: number;
  readOnly: boolean;
  onMove(from: number, to: number): void;
}

function SortableRow({ item, option, index, total, readOnly, onMove }: RowProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: option.ItemOptionID,
    disabled: readOnly,
  });
  const n = index + 1;
  const { handle, up, down, press } = useRowFocus(index, onMove);
  return (
    <li
      ref={setNodeRef}
      className={classes.reorderRow}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {!readOnly && (
        <button
          type="button"
          ref={handle}
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-roledescription="sortable paragraph"
          aria-label={`Drag paragraph ${n}`}
        >
          <GripIcon />
        </button>
      )}
      <div className={classes.reorderText}>
        <OptionText item={item} option={option} />
        {!readOnly && (
          <Group gap="xs" mt={6}>
            <Button
              size="compact-xs"
              variant="default"
              ref={up}
              disabled={index === 0}
              onClick={() => press('up')}
              aria-label={`Move up, paragraph ${n}`}
            >
              Move up
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              ref={down}
              disabled={index === total - 1}
              onClick={() => press('down')}
              aria-label={`Move down, paragraph ${n}`}
            >
              Move down
            </Button>
          </Group>
        )}
      </div>
    </li>
  );
}

/**
 * After Move up / Move down the row has a new place (and React may have moved its element), and the
 * pressed button may now be disabled (first or last place): keep the focus on this row, on the same
 * button while it still works, else on the other one, else on the drag handle.
 */
function useRowFocus(index: number, onMove: (from: number, to: number) => void) {
  const handle = useRef<HTMLButtonElement>(null);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const refocus = useRef<'up' | 'down' | null>(null);
  // Runs when the row has moved (a new index).
  // biome-ignore lint/correctness/useExhaustiveDependencies: index is the trigger (the row moved), not a value the effect reads.
  useEffect(() => {
    const pressed = refocus.current;
    if (!pressed) return;
    refocus.current = null;
    const [same, other] = pressed === 'up' ? [up.current, down.current] : [down.current, up.current];
    const target = [same, other].find((b) => b && !b.disabled) ?? handle.current;
    target?.focus();
  }, [index]);
  const press = (dir: 'up' | 'down') => {
    refocus.current = dir;
    onMove(index, dir === 'up' ? index - 1 : index + 1);
  };
  return { handle, up, down, press };
}

/** The drag handle's six dots. */
function GripIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <circle cx="9" cy="6" r="1.6" />
      <circle cx="15" cy="6" r="1.6" />
      <circle cx="9" cy="12" r="1.6" />
      <circle cx="15" cy="12" r="1.6" />
      <circle cx="9" cy="18" r="1.6" />
      <circle cx="15" cy="18" r="1.6" />
    </svg>
  );
}
