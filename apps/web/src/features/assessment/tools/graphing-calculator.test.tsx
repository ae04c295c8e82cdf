// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LaunchSection } from '@portico/contract/assessment-test-json';
import { makeItem } from '@portico/contract/launch-item-builders';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import type { RunnerQuestion } from '../runner/restore';
import GraphingCalculator from './graphing-calculator';
import { useProfileTools } from './use-profile-tools';

// Decision 042: SAT Math has a graphing calculator (Bluebook embeds Desmos; Portico draws with
// function-plot), GRE Quant keeps ETS's four-function one, SAT Reading and Writing has none.

beforeAll(stubBrowser);
afterEach(cleanup);

const renderCalculator = (onClose = vi.fn()) =>
  render(
    <MantineProvider>
      <GraphingCalculator onClose={onClose} />
    </MantineProvider>,
  );
const curves = () => document.querySelectorAll('path.line');
const graph = () => screen.getByRole('group', { name: 'Graph' });

describe('the graphing calculator', () => {
  it('plots what the student types, each expression a curve of its own', async () => {
    renderCalculator();
    const first = screen.getByRole('textbox', { name: 'Expression 1' });
    expect(document.activeElement).toBe(first);
    expect(curves()).toHaveLength(0);

    await userEvent.type(first, 'y=2x+3');
    expect(curves()).toHaveLength(1);
    // Enter on the last expression opens the next one.
    await userEvent.keyboard('{Enter}');
    const second = screen.getByRole('textbox', { name: 'Expression 2' });
    expect(document.activeElement).toBe(second);
    await userEvent.type(second, 'x^2-4{Enter}');
    expect(curves()).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: 'Expression 3' }), 'x = 3');
    expect(curves()).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Remove expression 1' }));
    expect(screen.getByRole('textbox', { name: 'Expression 1' })).toHaveProperty('value', 'x^2-4');
    expect(curves()).toHaveLength(2);
  });

  it('works out a numeric expression, and says what is wrong with one it cannot read', async () => {
    renderCalculator();
    const first = screen.getByRole('textbox', { name: 'Expression 1' });
    await userEvent.type(first, '3/4+2^3');
    expect(screen.getByText('= 8.75')).toBeTruthy();
    expect(curves()).toHaveLength(0);

    await userEvent.clear(first);
    await userEvent.type(first, 'y=2z');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("'z' is not a name the calculator knows.")).toBeTruthy();
  });

  it('zooms and moves by its buttons and the keyboard, and Escape closes it', async () => {
    const onClose = vi.fn();
    renderCalculator(onClose);
    const hint = () => graph().getAttribute('aria-describedby') ?? '';
    const windowShown = () => document.getElementById(hint())?.textContent ?? '';
    expect(windowShown()).toMatch(/^x from −10 to 10, y from −\d/);

    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(windowShown()).toMatch(/^x from −5 to 5,/);
    graph().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(windowShown()).toMatch(/^x from −4 to 6,/);
    await userEvent.keyboard('-');
    expect(windowShown()).toMatch(/^x from −9 to 11,/);
    await userEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(windowShown()).toMatch(/^x from −10 to 10,/);

    fireEvent.keyDown(graph(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

function Tools({ template, referenceType }: { template: string; referenceType: string }) {
  const question: RunnerQuestion = {
    item: makeItem({ ItemType: 'ne' }),
    section: { ReferenceType: referenceType, SectionTitle: referenceType } as LaunchSection,
    numbers: { first: 1, last: 1, of: 1 },
  };
  const tools = useProfileTools({
    testTemplate: template,
    question,
    sectionQuestions: [question],
    answered: () => false,
    marked: () => false,
    onTransfer: () => {},
    onGo: () => {},
  });
  return (
    <>
      <header>{tools.header}</header>
      {tools.panel}
    </>
  );
}

const renderTools = (template: string, referenceType: string) =>
  render(
    <MantineProvider>
      <Tools template={template} referenceType={referenceType} />
    </MantineProvider>,
  );

describe('the calculator each exam gives', () => {
  it('SAT Math: the graphing calculator, loaded when opened', async () => {
    renderTools('sat-digital', 'Math');
    await userEvent.click(screen.getByRole('button', { name: 'Calculator' }));
    const panel = await screen.findByRole('dialog', { name: 'Graphing calculator' });
    expect(within(panel).getByRole('textbox', { name: 'Expression 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer Display' })).toBeNull();
  });

  it('GRE Quant: the four-function calculator with Transfer Display', async () => {
    renderTools('grelayout', 'Quant');
    await userEvent.click(screen.getByRole('button', { name: 'Calculator' }));
    // The four-function calculator's code comes apart from the runner's (use-profile-tools.tsx).
    expect(await screen.findByRole('dialog', { name: 'Calculator' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Transfer Display' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Expression 1' })).toBeNull();
  });

  it('SAT Reading and Writing: no calculator', () => {
    renderTools('sat-digital', 'Reading and Writing');
    expect(screen.queryByRole('button', { name: 'Calculator' })).toBeNull();
  });
});
