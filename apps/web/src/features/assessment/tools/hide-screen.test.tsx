// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { useHideScreen } from './hide-screen';

beforeAll(stubBrowser);
afterEach(cleanup);

function Probe({ enabled }: { enabled: boolean }) {
  const hide = useHideScreen(enabled);
  return (
    <>
      <p>Question 1</p>
      {hide.button}
      {hide.overlay}
    </>
  );
}

describe('useHideScreen (IELTS)', () => {
  it('covers the test until Show screen, and is absent where the profile has none', async () => {
    render(
      <MantineProvider>
        <Probe enabled />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Screen hidden' });
    expect(dialog.textContent).toContain('The time keeps running.');
    await userEvent.click(screen.getByRole('button', { name: 'Show screen' }));
    expect(screen.queryByRole('dialog', { name: 'Screen hidden' })).toBeNull();
    cleanup();
    render(
      <MantineProvider>
        <Probe enabled={false} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
  });
});
