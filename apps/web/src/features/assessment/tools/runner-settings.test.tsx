// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { preloadItemViews } from '../items/deferred-view';
import { RunnerSettings, readSettings } from './runner-settings';

// The runner fetches its menus once the first question shows (deferred-view.ts).
beforeAll(async () => {
  stubBrowser();
  await preloadItemViews();
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

const renderSettings = () =>
  render(
    <MantineProvider>
      <RunnerSettings />
    </MantineProvider>,
  );

describe('RunnerSettings', () => {
  it('sets the text size up to 18 pt and high contrast, remembers them, and undoes them on leaving', async () => {
    const view = renderSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Extra large (18 pt)' }));
    expect(document.documentElement.style.fontSize).toBe('150%');
    await userEvent.click(
      await screen.findByRole('radio', { name: 'High contrast (white on black)', hidden: true }),
    );
    expect(document.documentElement.dataset.porticoContrast).toBe('high');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(readSettings()).toEqual({ textSize: 'largest', highContrast: true });
    expect(screen.getByText('Flag the question for review')).toBeTruthy();

    view.unmount();
    expect(document.documentElement.style.fontSize).toBe('');
    expect(document.documentElement.dataset.porticoContrast).toBeUndefined();
    // The next test opens with them again.
    renderSettings();
    expect(document.documentElement.style.fontSize).toBe('150%');
  });

  it('ignores stored settings it does not know', () => {
    localStorage.setItem(
      'portico.runner.settings',
      JSON.stringify({ textSize: '900%', highContrast: 'yes' }),
    );
    expect(readSettings()).toEqual({ textSize: 'standard', highContrast: false });
    localStorage.setItem('portico.runner.settings', '{not json');
    expect(readSettings()).toEqual({ textSize: 'standard', highContrast: false });
  });
});
