// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { RunnerSettings } from './runner-settings';

beforeAll(stubBrowser);
afterEach(cleanup);

// The menu's code is fetched once the first question shows (deferred-view.ts); this file does not
// fetch it first, as a student who opens Settings at once meets it.
describe('Settings clicked before its menu has arrived', () => {
  it('shows its button from the start, and opens the menu once the menu arrives', async () => {
    render(
      <MantineProvider>
        <RunnerSettings />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    // A closed Popover renders no dropdown: the radio is there only if the menu opened (jsdom does not
    // position it, so it stays display: none; the journeys open it in Chromium).
    expect(await screen.findByRole('radio', { name: 'Extra large (18 pt)', hidden: true })).toBeTruthy();
  });
});
