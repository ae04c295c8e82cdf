import { useMantineColorScheme } from '@mantine/core';
import { useEffect, useState } from 'react';
import { deferredView } from '../items/deferred-view';
import {
  type RunnerSettingsValue,
  SettingsButton,
  type SettingsMenuProps,
  TEXT_SIZES,
} from './settings-button';

const KEY = 'portico.runner.settings';
const DEFAULTS: RunnerSettingsValue = { textSize: 'standard', highContrast: false };

/** The student's settings on this device (they hold for every test, as a student would expect). */
export function readSettings(): RunnerSettingsValue {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<RunnerSettingsValue> | null;
    const textSize = TEXT_SIZES.find((s) => s.value === raw?.textSize)?.value ?? DEFAULTS.textSize;
    return { textSize, highContrast: raw?.highContrast === true };
  } catch {
    return DEFAULTS;
  }
}

/**
 * Applies the settings to the whole page while the runner is open: the text size scales the root
 * font (every rem of the page grows, dialogs too), high contrast switches to the dark scheme with
 * pure black and white (runner.module.css). Both are undone when the runner closes.
 */
function useApplied(settings: RunnerSettingsValue) {
  // keepTransitions: no style sheet swapped in and out on a timer (nothing left behind on leaving).
  const { setColorScheme } = useMantineColorScheme({ keepTransitions: true });
  useEffect(() => {
    const root = document.documentElement;
    const percent = TEXT_SIZES.find((s) => s.value === settings.textSize)?.percent ?? 100;
    root.style.fontSize = percent === 100 ? '' : `${percent}%`;
    if (settings.highContrast) root.dataset.porticoContrast = 'high';
    else delete root.dataset.porticoContrast;
    setColorScheme(settings.highContrast ? 'dark' : 'light');
    return () => {
      root.style.fontSize = '';
      delete root.dataset.porticoContrast;
      setColorScheme('light');
    };
  }, [settings, setColorScheme]);
}

/** The runner's Settings: text size, high contrast, and the keyboard shortcuts (EXAM-PROFILES.md). */
export function RunnerSettings() {
  const [settings, setSettings] = useState(readSettings);
  useApplied(settings);
  const update = (next: Partial<RunnerSettingsValue>) => {
    const value = { ...settings, ...next };
    setSettings(value);
    try {
      localStorage.setItem(KEY, JSON.stringify(value));
    } catch {
      // A full or blocked storage only means the setting is not remembered next time.
    }
  };
  const [asked, setAsked] = useState(false);
  return (
    <SettingsMenu
      settings={settings}
      update={update}
      defaultOpened={asked}
      onEarlyClick={() => setAsked(true)}
    />
  );
}

// The settings are applied from the start (above); their menu (Mantine's Popover) comes after the
// first question (deferred-view.ts), its button standing in its place until then: a click on it
// opens the menu when it arrives.
const SettingsMenu = deferredView<SettingsMenuProps & { onEarlyClick: () => void }>(
  () => import('./runner-settings-menu').then((m) => m.SettingsMenu),
  ({ onEarlyClick }) => <SettingsButton onClick={onEarlyClick} />,
);
