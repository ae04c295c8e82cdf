// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { SaveState } from './runner-status';

beforeAll(stubBrowser);
afterEach(cleanup);

const show = (pending: number, answers: number) =>
  render(
    <MantineProvider>
      <SaveState pending={pending} answers={answers} durable />
    </MantineProvider>,
  );

describe('SaveState', () => {
  it('counts changed answers, not the records queued by moving between questions', () => {
    show(5, 1);
    expect(screen.getByRole('status').textContent).toBe('1 answer not yet saved');
  });

  it('says nothing of unsaved answers when only moves are on their way', () => {
    show(4, 0);
    expect(screen.getByRole('status').textContent).toBe('Saving…');
  });

  it('all saved once the queue is empty', () => {
    show(0, 0);
    expect(screen.getByRole('status').textContent).toBe('All answers saved');
  });

  it('never claims all saved while an answer is still being typed (not queued yet)', () => {
    show(0, 1);
    expect(screen.getByRole('status').textContent).toBe('1 answer not yet saved');
  });
});
