import { ActionIcon, Button, Group } from '@mantine/core';
import { useCallback, useState } from 'react';
import { letter } from './answer-key';
import classes from './items.module.css';

/**
 * The SAT's answer eliminator (Bluebook): with it on, each option can be crossed out, so the student
 * narrows the choices down. Crossing out the chosen option clears the choice; choosing a crossed-out
 * option brings it back. Kept on this device with the attempt's notes (cleared when the test ends).
 */
export function useEliminated(storageKey: string | undefined) {
  const key = storageKey ? `portico.annotations.${storageKey}:eliminated` : null;
  const [ids, setIds] = useState<string[]>(() => {
    if (!key) return [];
    try {
      const raw = JSON.parse(localStorage.getItem(key) ?? '[]');
      return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string').slice(0, 26) : [];
    } catch {
      return [];
    }
  });
  const save = useCallback(
    (next: string[]) => {
      setIds(next);
      if (!key) return;
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Not remembered after a reload: the cross-outs are only the student's scribbles.
      }
    },
    [key],
  );
  const toggle = (id: string) => save(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
  const restore = (id: string) => ids.includes(id) && save(ids.filter((x) => x !== id));
  return { ids, toggle, restore };
}

export function EliminatorToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <Group justify="flex-end">
      <Button size="xs" variant={on ? 'filled' : 'default'} aria-pressed={on} onClick={onToggle}>
        Answer eliminator
      </Button>
    </Group>
  );
}

/** The cross-out button beside option `index` (A, B, C…). */
export function CrossOut({
  index,
  crossed,
  onToggle,
}: {
  index: number;
  crossed: boolean;
  onToggle: () => void;
}) {
  const name = letter(index);
  return (
    <ActionIcon
      variant={crossed ? 'filled' : 'default'}
      size="md"
      className={classes.crossOut}
      aria-pressed={crossed}
      aria-label={crossed ? `Undo crossing out option ${name}` : `Cross out option ${name}`}
      onClick={onToggle}
    >
      <span aria-hidden="true">{crossed ? '↺' : name}</span>
    </ActionIcon>
  );
}
