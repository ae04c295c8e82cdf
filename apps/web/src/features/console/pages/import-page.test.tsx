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
});
