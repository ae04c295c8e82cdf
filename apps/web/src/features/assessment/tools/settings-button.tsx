import { Button } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import classes from './runner-settings.module.css';

/** Text sizes: the largest is the IELTS large-print reference, 18 pt (24 px on a 16 px base). */
export const TEXT_SIZES = [
  { value: 'standard', label: 'Standard', percent: 100 },
  { value: 'large', label: 'Large', percent: 125 },
  { value: 'largest', label: 'Extra large (18 pt)', percent: 150 },
] as const;
type TextSize = (typeof TEXT_SIZES)[number]['value'];

export interface RunnerSettingsValue {
  textSize: TextSize;
  highContrast: boolean;
}

/** The keys of the runner's shortcuts (use-runner-shortcuts.ts), as the settings list them. */
export const SHORTCUTS = [
  { keys: ['Alt', 'N'], action: 'Next question' },
  { keys: ['Alt', 'P'], action: 'Previous question' },
  { keys: ['Alt', 'M'], action: 'Flag the question for review' },
] as const;

export interface SettingsMenuProps {
  settings: RunnerSettingsValue;
  update: (next: Partial<RunnerSettingsValue>) => void;
  /** Open from the start (its button was clicked before the menu's code had arrived). */
  defaultOpened: boolean;
}

/** The Settings button: a gear, and the word where there is room. */
export function SettingsButton(props: Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>) {
  return (
    <Button
      {...props}
      variant="default"
      aria-haspopup="dialog"
      aria-label="Settings"
      className={classes.button}
      leftSection={<GearIcon />}
    >
      <span className={classes.label}>Settings</span>
    </Button>
  );
}

/** A gear, for the Settings button that shows no word on a phone. */
function GearIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z"
      />
    </svg>
  );
}
