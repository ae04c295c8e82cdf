// @vitest-environment jsdom
import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../test/stub-browser';
import { buildTheme } from './brand-theme';

beforeAll(stubBrowser);
afterEach(cleanup);

describe('the portal theme', () => {
  it('names the close button of every dialog and drawer (the Apply Coupon and Submit Test dialogs had none)', () => {
    render(
      <MantineProvider theme={buildTheme('#1c64f2')}>
        <Modal opened onClose={() => {}} title="Apply Coupon">
          body
        </Modal>
        <Drawer opened onClose={() => {}} title="Menu">
          body
        </Drawer>
      </MantineProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  });

  it('keeps a dialog’s own name for its close button', () => {
    render(
      <MantineProvider theme={buildTheme('#1c64f2')}>
        <Modal opened onClose={() => {}} title="Video" closeButtonProps={{ 'aria-label': 'Close video' }}>
          body
        </Modal>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close video' })).toBeTruthy();
  });
});
