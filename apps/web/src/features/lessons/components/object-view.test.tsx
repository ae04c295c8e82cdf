// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { CodingContent } from '@portico/contract/coding';
import type { LearningObject } from '@portico/contract/learning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { company } from '../../../test/company';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { ObjectView } from './object-view';

vi.mock('../coding/editor/setup', () => ({}));
vi.mock('../coding/editor/code-editor', () => ({
  CodeEditor: ({ value, label }: { value: string; label: string }) => (
    <textarea aria-label={label} value={value} readOnly />
  ),
}));

const ID = '9a8b7c6d-0000-4e1f-8a2b-0000000000d2';
beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const exercise: CodingContent = {
  id: ID,
  companyCode: 'portico',
  courseId: 'course-1',
  title: 'Sum of two numbers',
  content: '<p>Print the sum.</p>',
  languages: ['c'],
  defaultLanguage: 'c',
  starterCode: { c: 'int main(void) {}\n' },
  savedCode: {},
  lastLanguage: null,
  testCases: [{ input: '1 2', output: '3' }],
  hiddenCases: 0,
  objectStatus: 'Launch',
};

describe('a Coding object in its topic (spec 2 §4 Coding)', () => {
  it('is the exercise, and ticks the topic list when a run completes it', async () => {
    routeFetch({
      'GET coding-content': json(200, { success: true, data: exercise }),
      'POST coding-run': json(200, {
        success: true,
        data: {
          status: 'passed',
          compileError: null,
          cases: [
            {
              number: 1,
              visible: true,
              status: 'passed',
              verdict: 'ok',
              input: '1 2',
              output: '3',
              expected: '3',
              timeMs: 3,
            },
          ],
          objectStatus: 'Completed',
          completedNow: true,
        },
      }),
    });
    const onStatus = vi.fn();
    const object = {
      id: ID,
      companyCode: 'portico',
      orderNo: 1,
      kind: 'Coding',
      isProductAccess: true,
      isFree: false,
      isLocked: false,
      objectStatus: 'Launch',
      component: { title: 'Sum of two numbers', content: '<p>Print the sum.</p>' },
    } as LearningObject;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <CompanyContext.Provider value={company}>
            <MemoryRouter>
              <ObjectView
                object={object}
                courseId="course-1"
                courseAccess
                listKey={['l']}
                onStatus={onStatus}
              />
            </MemoryRouter>
          </CompanyContext.Provider>
        </MantineProvider>
      </QueryClientProvider>,
    );
    await screen.findByRole('textbox', { name: 'Code' });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(onStatus).toHaveBeenCalledWith(ID, { objectStatus: 'Completed' }));
    expect(screen.getByText('Exercise completed')).toBeTruthy();
  });
});
