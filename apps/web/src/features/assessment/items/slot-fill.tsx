import { DndContext, type DragEndEvent, useDraggable, useDroppable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { NativeSelect, Text } from '@mantine/core';
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { BlankText } from './blank-text';
import classes from './items.module.css';
import {
  slotAnnouncements,
  slotCollision,
  slotId,
  slotIndex,
  slotInstructions,
  useSlotSensors,
} from './slot-dnd';

export interface PoolEntry {
  /** Unique among the pool (a word bank may hold the same word twice). */
  key: string;
  /** What a slot stores: the word (f) or the option id (drop). */
  value: string;
  /** Plain text, for the slot's list and announcements. */
  text: string;
  label: ReactNode;
}

interface SlotFillProps {
  html: string;
  count: number;
  pool: PoolEntry[];
  /** The value of each slot. */
  values: (string | null)[];
  onSet(slot: number, value: string | null): void;
  readOnly: boolean;
  poolLabel: string;
  /** Slots as wide as the line allows (drop: headings are long); else word-sized. */
  wide?: boolean;
}

/** Which pool entry fills each slot: each entry at most once, a repeated value takes the next copy. */
export function assignPool(pool: PoolEntry[], values: (string | null)[]): (PoolEntry | null)[] {
  const used = new Set<string>();
  return values.map((v) => {
    if (v == null) return null;
    const entry = pool.find((p) => p.value === v && !used.has(p.key));
    if (!entry) return null;
    used.add(entry.key);
    return entry;
  });
}

/**
 * f and drop: a pool of choices and blanks in the text. Three ways to fill a blank: drag a choice
 * (mouse, touch, or keyboard with arrow keys jumping between blanks), tap a choice (it goes to the
 * first empty blank), or pick it from the blank's own list.
 */
export function SlotFill({
  html,
  count,
  pool,
  values,
  onSet,
  readOnly,
  poolLabel,
  wide = false,
}: SlotFillProps) {
  const sensors = useSlotSensors();
  const [status, setStatus] = useState('');
  const assigned = assignPool(
    pool,
    Array.from({ length: count }, (_, i) => values[i] ?? null),
  );
  const usedKeys = new Set(assigned.filter((e) => e !== null).map((e) => e.key));
  const free = pool.filter((p) => !usedKeys.has(p.key));
  const nameOf = (key: string) => pool.find((p) => p.key === key)?.text ?? 'choice';

  const { poolList, slotFields, refocus } = useRefocusAfterPlace();

  const place = (entry: PoolEntry, slot: number) => {
    const at = free.findIndex((p) => p.key === entry.key);
    if (at !== -1) refocus.current = { at, slot };
    onSet(slot, entry.value);
    setStatus(`${entry.text} placed in blank ${slot + 1}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const slot = slotIndex(over?.id);
    const entry = pool.find((p) => p.key === active.id);
    if (slot !== null && entry) place(entry, slot);
  };
  const onPick = (entry: PoolEntry) => {
    const slot = assigned.indexOf(null);
    if (slot === -1) setStatus('Every blank is filled. Empty a blank first from its list.');
    else place(entry, slot);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={slotCollision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: slotAnnouncements(nameOf), screenReaderInstructions: slotInstructions }}
    >
      <BlankText
        html={html}
        count={count}
        renderBlank={(i) => (
          <Slot
            index={i}
            entry={assigned[i] ?? null}
            choices={free}
            readOnly={readOnly}
            wide={wide}
            fieldRef={(el) => {
              slotFields.current[i] = el;
            }}
            onSelect={(v) => {
              onSet(i, v);
              setStatus('');
            }}
          />
        )}
      />
      {!readOnly && (
        <WordBank label={poolLabel} free={free} onPick={onPick} status={status} listRef={poolList} />
      )}
    </DndContext>
  );
}

/**
 * A placed word leaves the bank, and with it the focus: once the bank has re-rendered, focus goes to
 * the word that took its place (else the one before it), or to the filled blank if none is left.
 * `refocus` says where, when a word is placed.
 */
function useRefocusAfterPlace() {
  const poolList = useRef<HTMLUListElement>(null);
  const slotFields = useRef<(HTMLSelectElement | null)[]>([]);
  const refocus = useRef<{ at: number; slot: number } | null>(null);
  useEffect(() => {
    const target = refocus.current;
    if (!target) return;
    refocus.current = null;
    const words = poolList.current?.querySelectorAll<HTMLButtonElement>(':scope > li > button') ?? [];
    const next = words[Math.min(target.at, words.length - 1)] ?? slotFields.current[target.slot];
    next?.focus();
  });
  return { poolList, slotFields, refocus };
}

interface WordBankProps {
  label: string;
  /** The choices not placed yet. */
  free: PoolEntry[];
  onPick(entry: PoolEntry): void;
  /** What the last act did, for a screen reader. */
  status: string;
  listRef: Ref<HTMLUListElement>;
}

/** The choices left to place, each dragged or tapped into a blank. */
function WordBank({ label, free, onPick, status, listRef }: WordBankProps) {
  const poolId = useId();
  return (
    <div className={classes.pool}>
      <Text size="sm" fw={600} id={poolId}>
        {label}
      </Text>
      <ul ref={listRef} className={classes.poolList} aria-labelledby={poolId}>
        {free.map((entry) => (
          <PoolChip key={entry.key} entry={entry} onPick={onPick} />
        ))}
        {free.length === 0 && (
          <li>
            <Text size="sm" c="dimmed">
              All choices are placed.
            </Text>
          </li>
        )}
      </ul>
      <Text size="sm" role="status" aria-live="polite" className="visually-hidden">
        {status}
      </Text>
    </div>
  );
}

function PoolChip({ entry, onPick }: { entry: PoolEntry; onPick(entry: PoolEntry): void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: entry.key });
  return (
    <li>
      <button
        type="button"
        ref={setNodeRef}
        className={classes.poolChip}
        data-dragging={isDragging || undefined}
        style={{ transform: CSS.Translate.toString(transform) }}
        {...attributes}
        {...listeners}
        aria-roledescription="draggable choice"
        // A tap or click places the choice; a key press starts a keyboard drag instead (detail 0).
        onClick={(e) => {
          if (e.detail > 0) onPick(entry);
        }}
      >
        {entry.label}
      </button>
    </li>
  );
}

interface SlotProps {
  index: number;
  entry: PoolEntry | null;
  choices: PoolEntry[];
  readOnly: boolean;
  wide: boolean;
  fieldRef: Ref<HTMLSelectElement>;
  onSelect(value: string | null): void;
}

function Slot({ index, entry, choices, readOnly, wide, fieldRef, onSelect }: SlotProps) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(index), disabled: readOnly });
  const options = entry ? [entry, ...choices] : choices;
  return (
    <span ref={setNodeRef} className={classes.slot} data-over={isOver || undefined}>
      <NativeSelect
        ref={fieldRef}
        aria-label={`Blank ${index + 1}`}
        value={entry?.key ?? ''}
        disabled={readOnly}
        onChange={(e) => onSelect(options.find((o) => o.key === e.currentTarget.value)?.value ?? null)}
        data={[
          { value: '', label: `${index + 1}. Empty` },
          ...options.map((o) => ({ value: o.key, label: o.text })),
        ]}
        size="xs"
        className={wide ? classes.wideField : classes.inlineField}
      />
    </span>
  );
}
