// @vitest-environment jsdom
import { type EditableQuestion, QuestionEditMessages } from '@portico/contract/console-questions';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, renderRoutes } from '../test-utils';
import { QuestionEditPage } from './question-edit-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const TEST = '5a1c6a52-9d0e-4c1b-9a61-0d0b1f1e2a01';
const ITEM = '5a1c6a52-9d0e-4c1b-9a61-0d0b1f1e2a13';
const PATH = `console/item-analysis/${TEST}/items/${ITEM}`;
const option = (n: number, text: string, correct = false) => ({
  id: `5a1c6a52-9d0e-4c1b-9a61-0d0b1f1e2b0${n}`,
  text,
  correct,
});

const question: EditableQuestion = {
  id: ITEM,
  testId: TEST,
  testTitle: 'Reading Passage 3',
  key: 'r3-q34',
  number: 3,
  section: 'Reading',
  type: 'mcq',
  choice: true,
  multiple: false,
  retired: false,
  html: '<p>Which heading fits?</p>',
  explanation: '',
  options: [option(1, 'A heading', true), option(2, 'B heading'), option(3, 'C heading')],
  revision: 0,
};

const open = () =>
  renderRoutes(`/console/item-analysis/${TEST}/questions/${ITEM}`, [
    { path: 'item-analysis/:id/questions/:itemId', element: <QuestionEditPage /> },
  ]);
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLTextAreaElement;
const bodyOf = (calls: unknown[][], method: string) =>
  calls
    .filter((c) => (c[1] as RequestInit | undefined)?.method === method)
    .map((c) => JSON.parse(String((c[1] as RequestInit).body)));

describe('QuestionEditPage', () => {
  it('edits the text and the key (one right option), previews it, and saves with its revision', async () => {
    const saved = { ...question, revision: 1, html: '<p>Which heading fits paragraph C?</p>' };
    const calls = routeFetch({
      'GET console/me': ok(admin),
      [`GET ${PATH}`]: ok(question),
      [`PUT ${PATH}/content`]: ok(saved, QuestionEditMessages.saved),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit question 3' })).toBeTruthy();
    expect(screen.getByText(/Reading Passage 3 · Reading · mcq · r3-q34/)).toBeTruthy();
    fireEvent.change(field('Question (HTML)'), {
      target: { value: '<p>Which heading fits paragraph C?</p>' },
    });
    // The preview shows the question as students will, sanitised.
    expect(screen.getByText('Which heading fits paragraph C?')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'B is right' }));
    expect((screen.getByRole('checkbox', { name: 'A is right' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(bodyOf(calls.mock.calls, 'PUT')).toHaveLength(1));
    const [body] = bodyOf(calls.mock.calls, 'PUT');
    expect(body).toMatchObject({ revision: 0, html: '<p>Which heading fits paragraph C?</p>' });
    expect(body.options.map((o: { correct: boolean }) => o.correct)).toEqual([false, true, false]);
    // Saved: nothing is kept in the browser any more.
    await waitFor(() => expect(window.localStorage.length).toBe(0));
  });

  it('keeps what was written across a reload until it is saved or dropped', async () => {
    routeFetch({ 'GET console/me': ok(admin), [`GET ${PATH}`]: ok(question) });
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Option C' }), {
      target: { value: 'C, reworded' },
    });
    cleanup();
    open();
    expect(await screen.findByText(/Your unsaved changes from .* are back/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Option C' }) as HTMLInputElement).value).toBe('C, reworded');
    fireEvent.click(screen.getByRole('button', { name: 'Drop my changes' }));
    expect((screen.getByRole('textbox', { name: 'Option C' }) as HTMLInputElement).value).toBe('C heading');
    expect(screen.queryByText(/are back/)).toBeNull();
  });

  it('sets the writing aside when someone saved first, shows theirs, and puts it back on request', async () => {
    const theirs = { ...question, revision: 1, html: '<p>Theirs</p>' };
    let current = question;
    const calls = routeFetch({
      'GET console/me': ok(admin),
      [`GET ${PATH}`]: () => ok(current),
      [`PUT ${PATH}/content`]: () => {
        current = theirs;
        return json(409, { success: false, errorCode: 'CONFLICT', message: QuestionEditMessages.changed });
      },
    });
    open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Question (HTML)' }), {
      target: { value: '<p>Mine</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByText(QuestionEditMessages.changed)).toBeTruthy();
    await waitFor(() => expect(field('Question (HTML)').value).toBe('<p>Theirs</p>'));
    fireEvent.click(screen.getByRole('button', { name: 'Put my changes back' }));
    expect(field('Question (HTML)').value).toBe('<p>Mine</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(bodyOf(calls.mock.calls, 'PUT')).toHaveLength(2));
    // The second save is based on their revision: a deliberate save over it, not a silent one.
    expect(bodyOf(calls.mock.calls, 'PUT')[1]).toMatchObject({ revision: 1, html: '<p>Mine</p>' });
  });
});
