// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { CaseResult, CodingContent, CodingRunResult } from '@portico/contract/coding';
import { CodingMessages } from '@portico/contract/coding';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { CompanyContext } from '../../../lib/company-context';
import { company } from '../../../test/company';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { CodingExercise } from './coding-exercise';
import type { CodeEditorProps } from './editor/editor-props';
import { runErrorMessage } from './texts';

// CodeMirror needs layout jsdom lacks; a text area with the same props stands in for it here
// (editor/code-editor.test.tsx tests the real one).
vi.mock('./editor/setup', () => ({}));
vi.mock('./editor/code-editor', () => ({
  CodeEditor: ({ value, onChange, label, onRun, language }: CodeEditorProps) => (
    <textarea
      aria-label={label}
      data-language={language}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && e.ctrlKey) onRun?.();
      }}
    />
  ),
}));

const ID = '9a8b7c6d-0000-4e1f-8a2b-0000000000d1';
const STARTER = { c: 'int main(void) { return 0; }\n', java: 'public class Main {}\n', php: '<?php\n' };

beforeAll(() => stubBrowser());
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const content = (overrides: Partial<CodingContent> = {}): CodingContent => ({
  id: ID,
  companyCode: 'portico',
  courseId: 'course-1',
  title: 'Sum of two numbers',
  content: '<p>Read two integers and print their sum.</p>',
  languages: ['c', 'java', 'php'],
  defaultLanguage: 'c',
  starterCode: STARTER,
  savedCode: {},
  lastLanguage: null,
  testCases: [
    { input: '1 2', output: '3' },
    { input: '  10   20\n', output: '30' },
  ],
  hiddenCases: 2,
  objectStatus: 'Launch',
  ...overrides,
});

const passedCase = (number: number, visible = true): CaseResult =>
  visible
    ? {
        number,
        visible,
        status: 'passed',
        verdict: 'ok',
        input: '1 2',
        output: '3\n',
        expected: '3',
        timeMs: 12,
      }
    : // A hidden case is only passed or failed (decision 025).
      { number, visible, status: 'passed' };

const result = (overrides: Partial<CodingRunResult> = {}): CodingRunResult => ({
  status: 'passed',
  compileError: null,
  cases: [passedCase(1), passedCase(2), passedCase(3, false), passedCase(4, false)],
  objectStatus: 'Completed',
  completedNow: false,
  ...overrides,
});

type Run = Parameters<typeof routeFetch>[0][string];

function server(
  data: CodingContent | Response = content(),
  run: Run = json(200, { success: true, data: result() }),
) {
  return routeFetch({
    'GET coding-content': data instanceof Response ? data : json(200, { success: true, data }),
    'POST coding-run': run,
  });
}

function renderExercise(props: Partial<Parameters<typeof CodingExercise>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = () => (
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={company}>
          <CodingExercise id={ID} {...props} />
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>
  );
  const view = render(ui());
  const remount = () => {
    view.unmount();
    render(ui());
  };
  return { client, remount };
}

const editor = () => screen.findByRole('textbox', { name: 'Code' }) as Promise<HTMLTextAreaElement>;
const language = () => screen.getByRole('combobox', { name: 'Language' }) as HTMLInputElement;
const results = () => screen.getByRole('region', { name: 'Results' });
const runBody = (fetchMock: ReturnType<typeof server>) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/coding-run'));
  return JSON.parse(String(call?.[1]?.body));
};

async function choose(label: string) {
  fireEvent.click(language());
  await waitFor(() => expect(language().getAttribute('aria-controls')).toBeTruthy());
  const list = document.getElementById(language().getAttribute('aria-controls') ?? '') as HTMLElement;
  fireEvent.click(within(list).getByRole('option', { name: label, hidden: true }));
}

describe('a coding exercise (spec 2 §4 Coding)', () => {
  it('loads the exercise of the company and shows the task, visible cases and the hidden count', async () => {
    const fetchMock = server();
    renderExercise();
    expect(await screen.findByText('Read two integers and print their sum.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/coding-content?id=${ID}&companyCode=portico`);
    const cases = screen.getByRole('table', { name: 'Test cases' });
    const rows = within(cases).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['InputExpected output', '1 23', '  10   20\n30']);
    expect(
      within(cases).getByText('10 20', { normalizer: (t) => t.trim().replace(/\s+/g, ' ') }).tagName,
    ).toBe('PRE');
    expect(screen.getByText('2 hidden test cases')).toBeTruthy();
    // In the topic's own view the topic names it already.
    expect(screen.queryByRole('heading', { name: 'Sum of two numbers' })).toBeNull();
    expect(language().value).toBe('C');
    expect((await editor()).value).toBe(STARTER.c);
  });

  it('shows the title when a lesson embeds it', async () => {
    server();
    renderExercise({ showTitle: true });
    expect(await screen.findByRole('heading', { level: 3, name: 'Sum of two numbers' })).toBeTruthy();
  });

  it('shows "Data cannot be loaded" when the exercise cannot be loaded, with the server’s reason', async () => {
    server(json(500, { success: false, message: 'Internal error', errorCode: 'INTERNAL' }));
    renderExercise();
    expect(await screen.findByText(CodingMessages.loadFailed)).toBeTruthy();
    expect(screen.queryByText('Internal error')).toBeNull();
    cleanup();

    server(json(403, { success: false, message: 'Not Released', errorCode: 'FORBIDDEN' }));
    renderExercise();
    expect(await screen.findByText(CodingMessages.loadFailed)).toBeTruthy();
    expect(screen.getByText('Not Released')).toBeTruthy();
  });

  it('runs the code in the chosen language with Run, and with Ctrl+Enter in the editor', async () => {
    let finish: (r: Response) => void = () => {};
    const fetchMock = server(
      content(),
      () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    );
    renderExercise();
    const box = await editor();
    fireEvent.change(box, { target: { value: 'int main(void) { puts("3"); }\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Run' }).hasAttribute('disabled')).toBe(true),
    );
    expect(runBody(fetchMock)).toEqual({ id: ID, language: 'c', code: 'int main(void) { puts("3"); }\n' });
    finish(json(200, { success: true, data: result({ objectStatus: 'InProgress' }) }));
    expect(await within(results()).findByText('All 4 test cases passed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run' }).hasAttribute('disabled')).toBe(false);

    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/coding-run'))).toHaveLength(
        2,
      ),
    );
  });

  it('shows a failed case with its input, output and expected output, and the cases not run', async () => {
    server(
      content(),
      json(200, {
        success: true,
        data: result({
          status: 'failed',
          objectStatus: 'InProgress',
          cases: [
            passedCase(1),
            {
              number: 2,
              visible: true,
              status: 'failed',
              verdict: 'wrong-answer',
              input: '10 20',
              output: '-10\n',
              expected: '30',
              error: 'warning: overflow',
              timeMs: 8,
            },
            { number: 3, visible: false, status: 'not-run' },
            { number: 4, visible: false, status: 'failed' },
          ],
        }),
      }),
    );
    const onStarted = vi.fn();
    renderExercise({ onStarted });
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    const region = results();
    expect(await within(region).findByText('1 of 4 test cases passed')).toBeTruthy();
    const items = within(region).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Success')).toBeTruthy();
    const failed = within(items[1] as HTMLElement);
    expect(failed.getByText('Test case 2')).toBeTruthy();
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.getByText('Wrong answer')).toBeTruthy();
    expect(failed.getByText('10 20')).toBeTruthy();
    expect(failed.getByText('-10')).toBeTruthy();
    expect(failed.getByText('30')).toBeTruthy();
    expect(failed.getByText('Expected output')).toBeTruthy();
    expect(failed.getByText('warning: overflow')).toBeTruthy();
    expect(failed.getByText('8 ms')).toBeTruthy();
    expect(
      within(items[2] as HTMLElement).getByText(/not run because an earlier test case failed/),
    ).toBeTruthy();
    // A hidden case says only whether it passed.
    const hidden = within(items[3] as HTMLElement);
    expect(hidden.getByText('Test case 4 (hidden)')).toBeTruthy();
    expect(hidden.getByText('Failed')).toBeTruthy();
    expect(items[3]?.textContent).toBe('Test case 4 (hidden)Failed');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(onStarted).toHaveBeenCalledTimes(1);
  });

  it('shows Failed and the compiler’s text for code that does not compile', async () => {
    const compileError = "main.c:1:5: error: expected ';' before '}' token\n    1 | int main() { return 0 }";
    server(
      content(),
      json(200, {
        success: true,
        data: result({
          status: 'compile-error',
          compileError,
          objectStatus: 'InProgress',
          cases: [1, 2, 3, 4].map(
            (n): CaseResult =>
              n < 3
                ? { number: n, visible: true, status: 'not-run', verdict: null, timeMs: null }
                : { number: n, visible: false, status: 'not-run' },
          ),
        }),
      }),
    );
    renderExercise();
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await within(results()).findByRole('heading', { name: 'Failed' })).toBeTruthy();
    const text = within(results()).getByText(
      (_, el) => el?.tagName === 'PRE' && el.textContent === compileError,
    );
    expect(text).toBeTruthy();
  });

  it('completes the exercise once: "Exercise completed" and onCompleted', async () => {
    server(content(), json(200, { success: true, data: result({ completedNow: true }) }));
    const onCompleted = vi.fn();
    renderExercise({ onCompleted });
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await within(results()).findByText('Exercise completed')).toBeTruthy();
    expect(within(results()).getByText('All 4 test cases passed')).toBeTruthy();
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('shows a refused run’s message and keeps the code (429, 503)', async () => {
    server(
      content(),
      json(429, { success: false, message: CodingMessages.tooMany, errorCode: 'RATE_LIMITED' }),
    );
    renderExercise();
    const box = await editor();
    fireEvent.change(box, { target: { value: 'int main(void) { return 1; }\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CodingMessages.tooMany);
    expect((await editor()).value).toBe('int main(void) { return 1; }\n');
    cleanup();

    server(content(), json(503, { success: false, message: CodingMessages.busy, errorCode: 'UNAVAILABLE' }));
    renderExercise();
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CodingMessages.busy);
  });

  it('does not send empty code', async () => {
    const fetchMock = server(content({ starterCode: {} }));
    renderExercise();
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CodingMessages.codeRequired);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the language and the code in each (spec 2 §9)', () => {
  it('opens in the last run language, else the lesson’s, else the default', async () => {
    server(content({ lastLanguage: 'php', savedCode: { php: '<?php echo 3;\n' } }));
    renderExercise({ language: 'java' });
    expect((await editor()).value).toBe('<?php echo 3;\n');
    expect(language().value).toBe('PHP');
    cleanup();

    server();
    renderExercise({ language: 'java' });
    expect((await editor()).value).toBe(STARTER.java);
    expect(language().value).toBe('JAVA');
    cleanup();

    // C++ is not offered here: the default.
    server();
    renderExercise({ language: 'cpp' });
    expect((await editor()).value).toBe(STARTER.c);
    expect(language().value).toBe('C');
  });

  it('offers only the exercise’s languages, and keeps what was typed in each', async () => {
    const fetchMock = server();
    renderExercise();
    fireEvent.change(await editor(), { target: { value: 'int main(void) { /* mine */ }\n' } });
    await choose('JAVA');
    expect((await editor()).value).toBe(STARTER.java);
    fireEvent.click(language());
    await waitFor(() => expect(language().getAttribute('aria-controls')).toBeTruthy());
    const list = document.getElementById(language().getAttribute('aria-controls') ?? '') as HTMLElement;
    const offered = within(list).getAllByRole('option', { hidden: true });
    expect(offered.map((o) => o.textContent)).toEqual(['C', 'JAVA', 'PHP']);
    fireEvent.click(language());
    await choose('C');
    expect((await editor()).value).toBe('int main(void) { /* mine */ }\n');
    await choose('JAVA');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(runBody(fetchMock)).toEqual({ id: ID, language: 'java', code: STARTER.java }));
  });

  it('keeps unsent typing on the device, until the code is run elsewhere', async () => {
    server();
    const { remount } = renderExercise();
    fireEvent.change(await editor(), { target: { value: 'int main(void) { /* draft */ }\n' } });
    remount();
    expect((await editor()).value).toBe('int main(void) { /* draft */ }\n');
    cleanup();

    // Run since on another device: its saved code is newer than the draft.
    server(content({ lastLanguage: 'c', savedCode: { c: 'int main(void) { /* run */ }\n' } }));
    renderExercise();
    expect((await editor()).value).toBe('int main(void) { /* run */ }\n');
  });

  it('resets the code to the starting code after asking', async () => {
    server(content({ lastLanguage: 'c', savedCode: { c: 'int main(void) { /* run */ }\n' } }));
    renderExercise();
    await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Reset code' }));
    const ask = screen.getByRole('group', { name: 'Reset code' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect((await editor()).value).toBe('int main(void) { /* run */ }\n');
    fireEvent.click(screen.getByRole('button', { name: 'Reset code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((await editor()).value).toBe(STARTER.c);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset code' }));
  });
});

describe('the message of a refused run', () => {
  it('says when the student may run again, when the error knows (Retry-After)', () => {
    const refused = new ApiError(CodingMessages.tooMany, {
      status: 429,
      errorCode: 'RATE_LIMITED',
      fromServer: true,
      retryAfterSeconds: 12,
    });
    expect(runErrorMessage(refused)).toBe(`${CodingMessages.tooMany} You can run it again in 12 seconds.`);
    expect(runErrorMessage(new ApiError('Busy', { status: 503, fromServer: true }))).toBe('Busy');
    expect(runErrorMessage(new ApiError('x', { status: 502, fromServer: false }))).toBe(
      CodingMessages.unavailable,
    );
  });
});
