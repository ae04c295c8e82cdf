// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { SupportMessages } from '@portico/contract/support';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { SupportForm } from './support-form';
import { TicketList } from './ticket-list';

const COURSE = '9a8b7c6d-0000-4e1f-8a2b-000000000001';
const TEST = '9a8b7c6d-0000-4e1f-8a2b-0000000000a1';
beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const options = json(200, {
  success: true,
  data: {
    supportTypes: [
      { title: 'Evaluation of a test', supportType: 'evaluation' },
      { title: 'Technical problem', supportType: 'technical' },
    ],
    tests: [{ id: TEST, component: { title: 'Writing Practice Test 1' } }],
  },
});

const ticket = (overrides: Record<string, unknown> = {}) => ({
  id: 't1',
  subject: 'No sound',
  supportType: 'technical',
  testId: null,
  testTitle: null,
  description: 'The audio does not play.',
  createdDateTime: '2026-11-20T10:00:00.000Z',
  updatedDateTime: '2026-11-21T10:00:00.000Z',
  supportStatus: 'Answered',
  adminResponse: '<p>Turn off silent mode.</p><img src=x onerror="alert(1)">',
  replies: [
    {
      id: 'r1',
      author: 'staff',
      message: '<p>Turn off silent mode.</p><img src=x onerror="alert(1)">',
      createdDateTime: '2026-11-21T10:00:00.000Z',
    },
  ],
  ...overrides,
});

function renderForm(ui: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Notifications transitionDuration={0} />
        {ui}
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create' }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByPlaceholderText(`Select ${label.toLowerCase()}`));
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('support request form (spec 3 §5)', () => {
  it('checks subject, type, test and message in order, each as a toast, before anything is sent', async () => {
    const fetchMock = routeFetch({ 'GET support/list': options });
    renderForm(<SupportForm mode="request" courseId={COURSE} />);
    await waitFor(() =>
      expect(screen.getByPlaceholderText('Select type').hasAttribute('disabled')).toBe(false),
    );
    create();
    expect(await screen.findByText(SupportMessages.subject)).toBeTruthy();
    type('Subject', 'Please mark my essay');
    create();
    expect(await screen.findByText(SupportMessages.type)).toBeTruthy();
    // The Test field shows only for an evaluation.
    expect(screen.queryByPlaceholderText('Select test')).toBeNull();
    await choose('Type', 'Evaluation of a test');
    expect(screen.getByPlaceholderText('Select test')).toBeTruthy();
    create();
    expect(await screen.findByText(SupportMessages.test)).toBeTruthy();
    await choose('Test', 'Writing Practice Test 1');
    create();
    expect(await screen.findByText(SupportMessages.message)).toBeTruthy();
    await choose('Type', 'Technical problem');
    expect(screen.queryByPlaceholderText('Select test')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends once while in flight, and shows a refusal inside the form', async () => {
    let release: (r: Response) => void = () => {};
    const fetchMock = routeFetch({
      'GET support/list': options,
      'POST support': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderForm(<SupportForm mode="request" courseId={COURSE} />);
    await waitFor(() =>
      expect(screen.getByPlaceholderText('Select type').hasAttribute('disabled')).toBe(false),
    );
    type('Subject', 'No sound');
    await choose('Type', 'Technical problem');
    type('Message', 'The audio does not play.');
    create();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create' }).hasAttribute('disabled')).toBe(true),
    );
    create();
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts()).toHaveLength(1);
    expect(JSON.parse(String(posts()[0]?.[1]?.body))).toEqual({
      subject: 'No sound',
      supportType: 'technical',
      testId: null,
      description: 'The audio does not play.',
    });
    await act(async () => release(json(429, { success: false, message: SupportMessages.tooMany })));
    expect((await screen.findByText(SupportMessages.tooMany)).closest('[role="alert"]')).not.toBeNull();
    // What was typed stays, to send again later.
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('The audio does not play.');
  });

  it('offers the types without a chosen course, with no test list', async () => {
    const fetchMock = routeFetch({ 'GET support/list': options });
    renderForm(<SupportForm mode="request" courseId={null} />);
    await waitFor(() =>
      expect(screen.getByPlaceholderText('Select type').hasAttribute('disabled')).toBe(false),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).not.toContain('courseId');
  });

  it("asks about a report's test with the type fixed to 'query'", async () => {
    const fetchMock = routeFetch({
      'POST support': json(200, { success: true, message: SupportMessages.created, data: ticket() }),
      'GET support': json(200, { success: true, data: [] }),
    });
    const onCreated = vi.fn();
    renderForm(<SupportForm mode="query" testId={TEST} onCreated={onCreated} />);
    expect(screen.queryByPlaceholderText('Select type')).toBeNull();
    type('Subject', 'Question 4');
    type('Message', 'Why is B right?');
    create();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ supportType: 'query', testId: TEST });
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });
});

describe('support tickets (spec 2 §8, spec 3 §5)', () => {
  it('lists tickets with their reply, sanitised', async () => {
    routeFetch({
      'GET support': json(200, {
        success: true,
        data: [
          ticket(),
          ticket({
            id: 't2',
            subject: 'Mock marking',
            supportStatus: 'Open',
            adminResponse: null,
            replies: [],
          }),
        ],
      }),
    });
    renderForm(<TicketList />);
    expect(await screen.findByText('No sound')).toBeTruthy();
    expect(screen.getByText('Turn off silent mode.')).toBeTruthy();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByText('Awaiting a reply')).toBeTruthy();
    expect(screen.getAllByText(/20\/11\/2026/)).toHaveLength(2);
  });

  it("says 'No data available' when there is none, and a failure in a red alert", async () => {
    routeFetch({ 'GET support': json(200, { success: true, data: [] }) });
    renderForm(<TicketList />);
    expect(await screen.findByText(SupportMessages.empty)).toBeTruthy();
    cleanup();
    routeFetch({
      'GET support': json(403, { success: false, message: 'Support is closed for this course' }),
    });
    renderForm(<TicketList />);
    expect(
      (await screen.findByText('Support is closed for this course')).closest('[role="alert"]'),
    ).not.toBeNull();
  });
});
