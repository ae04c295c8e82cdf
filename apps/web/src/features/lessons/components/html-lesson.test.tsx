// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { CodingContent } from '@portico/contract/coding';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { company } from '../../../test/company';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { HtmlLesson } from './html-lesson';

vi.mock('../coding/editor/setup', () => ({}));
vi.mock('../coding/editor/code-editor', () => ({
  CodeEditor: ({ value, label }: { value: string; label: string }) => (
    <textarea aria-label={label} value={value} readOnly />
  ),
}));

const ID = '9a8b7c6d-0000-4e1f-8a2b-0000000000d1';
beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const exercise: CodingContent = {
  id: ID,
  companyCode: 'portico',
  courseId: 'course-1',
  title: 'Hello World',
  content: '<p>Print Hello World on one line.</p>',
  languages: ['c', 'java'],
  defaultLanguage: 'c',
  starterCode: { c: 'int main(void) {}\n', java: 'public class Main {}\n' },
  savedCode: {},
  lastLanguage: null,
  testCases: [{ input: '', output: 'Hello World' }],
  hiddenCases: 0,
  objectStatus: 'Launch',
};

function renderLesson(html: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={company}>
          <HtmlLesson html={html} />
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('a lesson with an [item …] shortcode (spec 2 §2)', () => {
  it('shows the coding exercise in place, in the language asked for, between sanitised HTML', async () => {
    const fetchMock = routeFetch({ 'GET coding-content': json(200, { success: true, data: exercise }) });
    const { container } = renderLesson(
      `<p>Try it here:</p><p>[item id="${ID}" language="java"]</p>` +
        '<p onclick="steal()">When every case passes<script>steal()</script>, it is Completed.</p>',
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'Hello World' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`id=${ID}`);
    expect(((await screen.findByRole('textbox', { name: 'Code' })) as HTMLTextAreaElement).value).toBe(
      'public class Main {}\n',
    );
    const text = container.textContent ?? '';
    expect(text.indexOf('Try it here:')).toBeLessThan(text.indexOf('Print Hello World'));
    expect(text.indexOf('Print Hello World')).toBeLessThan(text.indexOf('When every case passes'));
    expect(container.querySelector('script, [onclick]')).toBeNull();
    expect(text).not.toContain('[item');
    // The paragraph that held only the shortcode is gone with it.
    expect([...container.querySelectorAll('p')].filter((p) => !p.textContent?.trim())).toEqual([]);
  });

  it('leaves a shortcode it cannot read as text, and a lesson without one as it was', () => {
    const fetchMock = routeFetch({});
    renderLesson('<p>[item key="hello-world"]</p><p>Plain text.</p>');
    expect(screen.getByText('[item key="hello-world"]')).toBeTruthy();
    expect(screen.getByText('Plain text.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
