import {
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';

export const slotId = (i: number) => `slot-${i}`;
export const slotIndex = (id: string | number | undefined | null): number | null => {
  const m = /^slot-(\d+)$/.exec(String(id ?? ''));
  return m ? Number(m[1]) : null;
};

const NEXT = new Set(['ArrowDown', 'ArrowRight']);
const PREVIOUS = new Set(['ArrowUp', 'ArrowLeft']);

/**
 * Keyboard dragging jumps from blank to blank in reading order (instead of moving the word a few
 * pixels per key press): arrow right/down to the next blank, left/up to the previous one.
 */
export const slotKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = NEXT.has(event.code);
  if (!forward && !PREVIOUS.has(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, over } = context;
  const ids = [...droppableRects.keys()]
    .map((id) => slotIndex(id))
    .filter((i) => i !== null)
    .sort((a, b) => a - b);
  if (ids.length === 0 || !collisionRect) return undefined;
  const current = slotIndex(over?.id);
  const at = current === null ? (forward ? -1 : ids.length) : ids.indexOf(current);
  const target = ids[Math.min(ids.length - 1, Math.max(0, at + (forward ? 1 : -1)))];
  const rect = target === undefined ? undefined : droppableRects.get(slotId(target));
  if (!rect) return undefined;
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + (rect.height - collisionRect.height) / 2,
  };
};

/** The pointer decides where a mouse or finger drops; the keyboard has no pointer, so overlap does. */
export const slotCollision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

export function useSlotSensors() {
  return useSensors(
    // A short move starts a drag, so a tap or click still places the word (see onPick).
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: slotKeyboardCoordinates }),
  );
}

export const slotInstructions = {
  draggable:
    'To move a choice into a blank, press space or enter, use the arrow keys to go from blank to blank, ' +
    'and press space or enter again to drop it, or escape to cancel. Each blank can also be filled from its own list.',
};

export function slotAnnouncements(nameOf: (id: string) => string): Announcements {
  const where = (id: string | number | undefined) => {
    const i = slotIndex(id);
    return i === null ? 'not over a blank' : `over blank ${i + 1}`;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}.`,
    onDragOver: ({ active, over }) => `${nameOf(String(active.id))} is ${where(over?.id)}.`,
    onDragEnd: ({ active, over }) => {
      const i = slotIndex(over?.id);
      return i === null
        ? `${nameOf(String(active.id))} was not placed.`
        : `${nameOf(String(active.id))} placed in blank ${i + 1}.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
  };
}
