import { Button } from '@mantine/core';
import { useRef, useState } from 'react';
import { sectionTools, TRANSFERABLE_TYPES } from '../runner/profile';
import { CalculatorPanel } from './calculator-panel';

/**
 * The profile's calculator for the question shown (GRE Quant, SAT Math): its toggle for the runner's
 * header and its panel for beside the question; both null where the profile has no calculator.
 * Transfer Display fills a numeric-entry question through `onTransfer`.
 */
export function useCalculator(
  testTemplate: string,
  referenceType: string,
  itemType: string,
  onTransfer: (display: string) => void,
) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (!sectionTools(testTemplate, referenceType).calculator) return { toggle: null, panel: null };
  const transferable = TRANSFERABLE_TYPES.includes(itemType.toLowerCase());
  return {
    toggle: (
      <Button ref={toggleRef} variant="default" aria-pressed={open} onClick={() => setOpen((o) => !o)}>
        Calculator
      </Button>
    ),
    panel: open ? (
      <CalculatorPanel
        onTransfer={transferable ? onTransfer : undefined}
        onClose={() => {
          setOpen(false);
          // Keyboard users carry on from where they opened it.
          toggleRef.current?.focus();
        }}
      />
    ) : null,
  };
}
