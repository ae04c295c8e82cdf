// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { ImportPage } from './import-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ImportPage />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const chooseFile = async (text = '{"key":"big"}') =>
  userEvent.upload(
    screen.getByLabelText('Choose content files'),
    new File([text], 'big.json', { type: 'application/json' }),
  );

describe('the console’s import page', () => {
  it('stops checking a preview on request: the request is dropped and nothing is shown as checked', async () => {
    let signal: AbortSignal | undefined;
    routeFetch({
      'POST console/import/preview': (init) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    });
    renderPage();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop checking' }));
    expect(signal?.aborted).toBe(true);
    expect(await screen.findByText(/Preview stopped: nothing was checked or written/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop checking' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops a preview still being checked when the admin leaves the page', async () => {
    let signal: AbortSignal | undefined;
    routeFetch({
      'POST console/import/preview': (init) => {
        signal = init.signal ?? undefined;
        return new Promise(() => {});
      },
    });
    const page = renderPage();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    await waitFor(() => expect(signal).toBeDefined());
    page.unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('shows the limit a file exceeds, as the server names it', async () => {
    const message = "big.json: Test 'big' has 20,000 items; at most 1,000 are allowed per test";
    routeFetch({
      'POST console/import/preview': json(400, { success: false, message, errorCode: 'VALIDATION' }),
    });
    renderPage();
    expect(screen.getByText(/a test has at most 1,000 questions/)).toBeTruthy();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  const kinds = ['tests', 'sections', 'items', 'options', 'modules', 'objects'] as const;
  const none = { added: 0, changed: 0, removed: 0, retired: 0, unchanged: 1, names: [] };
  const previewOf = (changes: Record<string, unknown>) =>
    json(200, {
      success: true,
      data: {
        ok: true,
        fingerprint: 'f'.repeat(64),
        changes: Object.fromEntries(kinds.map((k) => [k, changes[k] ?? none])),
      },
    });

  it('shows old → new for each changed field of each changed record, and lets the change be applied', async () => {
    routeFetch({
      'POST console/import/preview': previewOf({
        tests: {
          ...none,
          unchanged: 0,
          changed: 1,
          names: [
            {
              change: 'changed',
              label: 'Small test, revised (small)',
              fields: [{ field: 'title', old: 'Small test', new: 'Small test, revised' }],
            },
          ],
        },
        items: {
          ...none,
          changed: 1,
          names: [
            { change: 'changed', label: 's2', fields: [{ field: 'explanation', old: '', new: 'Because.' }] },
          ],
        },
      }),
    });
    renderPage();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    const test = await screen.findByLabelText('Changes to Small test, revised (small)');
    expect(test.textContent).toBe('title: Small test → Small test, revised');
    expect(screen.getByLabelText('Changes to s2').textContent).toBe('explanation: (empty) → Because.');
    const applyButton = screen.getByRole('button', { name: 'Apply import' });
    expect((applyButton as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/Nothing to apply/)).toBeNull();
  });

  it('disables Apply, saying why, when the preview holds no change', async () => {
    routeFetch({ 'POST console/import/preview': previewOf({}) });
    renderPage();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    const applyButton = await screen.findByRole('button', { name: 'Apply import' });
    expect((applyButton as HTMLButtonElement).disabled).toBe(true);
    const reason = screen.getByText('Nothing to apply: the content is already as these files say.');
    expect(applyButton.getAttribute('aria-describedby')).toBe(reason.id);
    await userEvent.click(applyButton);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists every problem of every file together, each with its file, record and field', async () => {
    const errors = [
      { file: 'a.json', item: '', field: '', message: 'is not valid JSON: Unexpected token' },
      { file: 'tests/b.json', item: 's1', field: 'type', message: 'Invalid option' },
      { file: 'tests/b.json', item: 's2', field: 'html', message: 'is required' },
      { file: 'course.json', item: '', field: 'course', message: "no course 'X'" },
    ];
    routeFetch({ 'POST console/import/preview': json(200, { success: true, data: { ok: false, errors } }) });
    renderPage();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Preview import' }));
    expect(await screen.findByRole('heading', { name: '4 problems: nothing will be imported' })).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'a.json: is not valid JSON: Unexpected token',
        'tests/b.json › s1 › type: Invalid option',
        'tests/b.json › s2 › html: is required',
        "course.json › course: no course 'X'",
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
  });

  it('names every file too large at once and keeps the others', async () => {
    renderPage();
    const big = (name: string) => {
      const f = new File(['{}'], name, { type: 'application/json' });
      Object.defineProperty(f, 'size', { value: 6 * 1024 * 1024 });
      return f;
    };
    await userEvent.upload(screen.getByLabelText('Choose content files'), [
      big('one.json'),
      new File(['{}'], 'fine.json', { type: 'application/json' }),
      big('two.json'),
    ]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Left out, larger than 5 MB: one.json, two.json',
    );
    expect(screen.getByText(/fine\.json/)).toBeTruthy();
  });
});
