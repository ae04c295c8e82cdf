import { Button, SimpleGrid } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type CalculatorKey, initialCalculator, press } from './calculator';
import classes from './calculator-panel.module.css';
import { ToolPanel } from './tool-panel';

/** The keys as ETS lays them out, five to a row; each with the name a screen reader says. */
const ROWS: [CalculatorKey, string][][] = [
  [
    ['MR', 'Memory recall'],
    ['MC', 'Memory clear'],
    ['M+', 'Memory add'],
    ['(', 'Open bracket'],
    [')', 'Close bracket'],
  ],
  [
    ['7', '7'],
    ['8', '8'],
    ['9', '9'],
    ['÷', 'Divide'],
    ['√', 'Square root'],
  ],
  [
    ['4', '4'],
    ['5', '5'],
    ['6', '6'],
    ['×', 'Multiply'],
    ['±', 'Change sign'],
  ],
  [
    ['1', '1'],
    ['2', '2'],
    ['3', '3'],
    ['−', 'Subtract'],
    ['CE', 'Clear entry'],
  ],
  [
    ['0', '0'],
    ['.', 'Decimal point'],
    ['=', 'Equals'],
    ['+', 'Add'],
    ['C', 'Clear all'],
  ],
];

/** Keys typed on the keyboard while the calculator has focus. */
const TYPED: Record<string, CalculatorKey> = {
  '+': '+',
  '-': '−',
  '*': '×',
  x: '×',
  '/': '÷',
  '=': '=',
  Enter: '=',
  '.': '.',
  ',': '.',
  '(': '(',
  ')': ')',
  Backspace: 'CE',
  Delete: 'C',
};

interface CalculatorPanelProps {
  /** Puts the display into the question's numeric box; absent when the question has none. */
  onTransfer?: (value: string) => void;
  onClose: () => void;
}

/**
 * The GRE Quant calculator (EXAM-PROFILES.md): a panel beside the question, not a modal, so the
 * question stays readable and answerable; every key by mouse or keyboard; 'Transfer Display' into a
 * numeric-entry box. Escape closes it.
 */
export function CalculatorPanel({ onTransfer, onClose }: CalculatorPanelProps) {
  const [state, setState] = useState(initialCalculator);
  const panel = useRef<HTMLDivElement>(null);
  // Opening moves focus into the panel: typed keys work at once, and on a phone, where it sits below
  // the question (never over it), it scrolls into view.
  useEffect(() => panel.current?.focus(), []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    // Keys of the panel's own buttons (Enter, Space on a focused key) press that button.
    if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLButtonElement) return;
    const key = /^[0-9]$/.test(e.key) ? (e.key as CalculatorKey) : TYPED[e.key];
    if (!key || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    setState((s) => press(s, key));
  };
  return (
    // The panel takes typed keys while focus is inside it; every key is also a button.
    <ToolPanel
      title="Calculator"
      className={classes.panel}
      onClose={onClose}
      onKeyDown={onKey}
      ref={panel}
      focusable
    >
      <output className={classes.display} aria-live="polite" aria-label="Display">
        {state.display}
      </output>
      <SimpleGrid cols={5} spacing={6} verticalSpacing={6} mt="xs">
        {ROWS.flat().map(([key, label]) => (
          <Button
            key={key}
            variant={/^[0-9.]$/.test(key) ? 'default' : 'light'}
            size="compact-md"
            className={classes.key}
            aria-label={label}
            onClick={() => setState((s) => press(s, key))}
          >
            {key}
          </Button>
        ))}
      </SimpleGrid>
      <Button
        fullWidth
        mt="xs"
        disabled={!onTransfer || state.error}
        onClick={() => onTransfer?.(state.display)}
        title={onTransfer ? undefined : 'This question has no numeric box to fill.'}
      >
        Transfer Display
      </Button>
    </ToolPanel>
  );
}
