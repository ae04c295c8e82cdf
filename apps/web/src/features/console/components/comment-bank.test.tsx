// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { CommentBankMessages } from '@portico/contract/comment-bank';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { EMPTY_ANSWER_FORM } from '../utils/evaluation-form';
import { CommentField } from './evaluation-answer-parts';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const entry = (id: string, criterion: string | null, text: string) => ({
  id,
  criterion,
  text,
  createdAt: '2026-11-30T10:00:00.000Z',
});

function Field() {
  const [form, setForm] = useState({ ...EMPTY_ANSWER_FORM, comments: 'Good range.' });
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <CommentField
          label="Comments on question 2"
          form={form}
          readOnly={false}
          onChange={setForm}
          criteria={['Task Response', 'Lexical Resource']}
        />
      </MantineProvider>
    </QueryClientProvider>
  );
}

describe('CommentField comment bank', () => {
  it("offers the teacher's kept comments for the answer's criteria, and adds one on its own line", async () => {
    routeFetch({
      'GET console/comment-bank': ok({
        entries: [
          entry('1', 'Lexical Resource', 'Vary your linking words.'),
          entry('2', 'Pronunciation', 'Stress the second syllable.'),
          entry('3', null, 'Plan for five minutes.'),
        ],
      }),
    });
    render(<Field />);
    await userEvent.click(screen.getByRole('button', { name: /Comment bank/ }));
    await screen.findByText('Vary your linking words.');

    const pick = await screen.findByRole('button', { name: 'Vary your linking words.' });
    // Another exam's criterion is not offered here.
    expect(screen.queryByText('Stress the second syllable.')).toBeNull();
    expect(screen.getByText('Any answer')).toBeTruthy();
    await userEvent.click(pick);
    expect(screen.getByLabelText('Comments on question 2')).toHaveProperty(
      'value',
      'Good range.\nVary your linking words.',
    );
  });

  it("keeps the field's words for a criterion", async () => {
    const sent: unknown[] = [];
    routeFetch({
      'GET console/comment-bank': ok({ entries: [] }),
      'POST console/comment-bank': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return ok({ entries: [entry('9', 'Task Response', 'Good range.')] }, CommentBankMessages.added);
      },
    });
    render(<Field />);
    await userEvent.click(screen.getByRole('button', { name: /Comment bank/ }));
    await screen.findByText(/Your bank is empty/);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep a comment…' }));
    fireEvent.change(screen.getByLabelText('For'), { target: { value: 'Task Response' } });
    expect(screen.getByLabelText('Comment to keep')).toHaveProperty('value', 'Good range.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(sent).toEqual([{ criterion: 'Task Response', text: 'Good range.' }]));
    expect(await screen.findByRole('button', { name: 'Good range.' })).toBeTruthy();
  });
});
