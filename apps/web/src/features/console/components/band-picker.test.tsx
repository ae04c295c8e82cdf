// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { BandPicker } from './band-picker';

beforeAll(stubBrowser);
afterEach(cleanup);

const criterion = { key: 'TR', label: 'Task Response', min: 0, max: 9, step: 1 };
const descriptors = { 6: 'Addresses the task; some parts less.', 7: 'A clear position throughout.' };
const gre = { key: 'AW', label: 'Analytical Writing', min: 0, max: 6, step: 0.5 };

const shown = () => document.querySelector('[data-band-descriptor]')?.textContent ?? '';

describe('BandPicker descriptors', () => {
  it('shows what the band pointed at or focused means, else the chosen band’s', () => {
    render(
      <MantineProvider>
        <BandPicker
          criterion={criterion}
          value={6}
          readOnly={false}
          onChange={() => {}}
          descriptors={descriptors}
        />
      </MantineProvider>,
    );
    expect(shown()).toBe('6: Addresses the task; some parts less.');
    const seven = screen.getByRole('radio', { name: '7' });
    fireEvent.focus(seven);
    expect(shown()).toBe('7: A clear position throughout.');
    // The radio is described by it, for a screen reader.
    expect(document.getElementById(seven.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'clear position',
    );
    fireEvent.blur(seven);
    fireEvent.mouseEnter(seven.closest('label') as HTMLElement);
    expect(shown()).toContain('7:');
    fireEvent.mouseLeave(seven.closest('label') as HTMLElement);
    expect(shown()).toContain('6:');
  });

  it('reads a half point between its two bands', () => {
    render(
      <MantineProvider>
        <BandPicker
          criterion={gre}
          value={4.5}
          readOnly={false}
          onChange={() => {}}
          descriptors={{ 4: 'Four.', 5: 'Five.' }}
        />
      </MantineProvider>,
    );
    expect(shown()).toBe('4.5: Four. … Five.');
  });
});
