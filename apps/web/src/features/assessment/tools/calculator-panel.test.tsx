// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { flagLabel, sectionTools } from '../runner/profile';
import { CalculatorPanel } from './calculator-panel';

beforeAll(stubBrowser);
afterEach(cleanup);

const renderPanel = (props: Parameters<typeof CalculatorPanel>[0]) =>
  render(
    <MantineProvider>
      <CalculatorPanel {...props} />
    </MantineProvider>,
  );
const display = () => screen.getByRole('status', { name: 'Display' }).textContent;

describe('CalculatorPanel', () => {
  it('computes with its keys and transfers the display into the numeric box', async () => {
    const onTransfer = vi.fn();
    renderPanel({ onTransfer, onClose: vi.fn() });
    for (const name of ['7', 'Multiply', 'Open bracket', '2', 'Add', '4', 'Close bracket', 'Equals']) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    expect(display()).toBe('42');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer Display' }));
    expect(onTransfer).toHaveBeenCalledWith('42');
  });

  it('takes typed keys while it has focus, and Escape closes it', () => {
    const onClose = vi.fn();
    renderPanel({ onClose });
    const panel = screen.getByRole('dialog', { name: 'Calculator' });
    for (const key of ['1', '5', '/', '4', 'Enter']) fireEvent.keyDown(panel, { key });
    expect(display()).toBe('3.75');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('offers Transfer Display only where the question has a numeric box, never for Error', async () => {
    renderPanel({ onClose: vi.fn() });
    expect((screen.getByRole('button', { name: 'Transfer Display' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    renderPanel({ onTransfer: vi.fn(), onClose: vi.fn() });
    for (const name of ['5', 'Divide', '0', 'Equals'])
      await userEvent.click(screen.getByRole('button', { name }));
    expect(display()).toBe('Error');
    expect((screen.getByRole('button', { name: 'Transfer Display' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('the profile’s calculator', () => {
  it('is on GRE Quant (four-function) and SAT Math (graphing, decision 042) only', () => {
    expect(sectionTools('grelayout', 'Quant').calculator).toBe('four-function');
    expect(sectionTools('grelayoutv3', 'Verbal').calculator).toBeNull();
    expect(sectionTools('sat-digital', 'Math').calculator).toBe('graphing');
    expect(sectionTools('sat-digital', 'Reading and Writing').calculator).toBeNull();
    expect(sectionTools('ielts', 'Reading').calculator).toBeNull();
  });

  it('gives the SAT’s reference sheet on Math only', () => {
    expect(sectionTools('sat-digital', 'Math').referenceSheet).toBe(true);
    expect(sectionTools('sat-digital', 'Reading and Writing').referenceSheet).toBe(false);
    expect(sectionTools('grelayout', 'Quant').referenceSheet).toBe(false);
  });

  it('names the flag as each exam does, and gives none where the real test has none', () => {
    expect(flagLabel('ielts')).toBe('Review');
    expect(flagLabel('default', 'ielts-general')).toBe('Review');
    expect(flagLabel('grelayoutv2')).toBe('Mark');
    expect(flagLabel('sat-digital')).toBe('Mark for Review');
    expect(flagLabel('ptelayout')).toBeNull();
    expect(flagLabel('celpip')).toBeNull();
    expect(flagLabel('duolingo')).toBeNull();
    expect(flagLabel('default')).toBe('Mark for review');
  });
});
