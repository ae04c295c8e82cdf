// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QtiMessages, type QtiPreview } from '@portico/contract/qti';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { QtiImport } from './qti-import';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FINGERPRINT = 'a'.repeat(64);
const previewed: QtiPreview = {
  preview: {
    ok: true,
    fingerprint: FINGERPRINT,
    changes: {
      tests: {
        added: 1,
        changed: 0,
        removed: 0,
        retired: 0,
        unchanged: 0,
        names: [{ change: 'added', label: 'Item bank' }],
      },
      sections: { added: 1, changed: 0, removed: 0, retired: 0, unchanged: 0, names: [] },
      items: { added: 2, changed: 0, removed: 0, retired: 0, unchanged: 0, names: [] },
      options: { added: 5, changed: 0, removed: 0, retired: 0, unchanged: 0, names: [] },
      modules: { added: 0, changed: 0, removed: 0, retired: 0, unchanged: 0, names: [] },
      objects: { added: 0, changed: 0, removed: 0, retired: 0, unchanged: 0, names: [] },
    },
  },
  report: {
    tests: [{ key: 'bank', title: 'Item bank', items: 2 }],
    interactions: { choice: { imported: 2, reported: 0 }, hotspot: { imported: 0, reported: 1 } },
    notImportable: [
      {
        identifier: 'hotspot-1',
        path: 'items/hotspot.xml',
        interaction: 'hotspot',
        reason: 'Portico has no item type for a place chosen on an image (hotspot)',
      },
    ],
    notes: ['q2: The item has no response processing: Portico marks it as match_correct (1 when right).'],
    media: 1,
  },
};

function renderSection() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <QtiImport />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'bank.zip', { type: 'application/zip' });

describe('Console › Import of a QTI package', () => {
  it('previews the package as it is chosen, lists each item left out with its reason, and applies it', async () => {
    const calls: string[] = [];
    const fetch = routeFetch({
      'POST console/import/qti/preview': () => json(200, { success: true, data: previewed }),
      'POST console/import/qti/apply': () =>
        json(200, {
          success: true,
          message: 'Imported.',
          data: { tests: 1, items: 2, modules: 0, objects: 0, retired: '' },
        }),
    });
    renderSection();
    await userEvent.upload(screen.getByLabelText('Choose a QTI package'), zip());
    expect(await screen.findByText(/Portico has no item type for a place chosen on an image/)).toBeTruthy();
    expect(
      screen.getByText(/Item bank: 2 questions\. 1 image or recording carried with them\./),
    ).toBeTruthy();
    expect(screen.getByText(/no response processing/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply import' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Imported\. 1 test, 2 questions written\./)).toBeTruthy();
    for (const [url] of fetch.mock.calls) calls.push(String(url));
    expect(calls.find((u) => u.includes('qti/apply'))).toContain(`fingerprint=${FINGERPRINT}`);
    expect(calls.find((u) => u.includes('qti/apply'))).toContain('fileName=bank.zip');
  });

  it('shows the server’s reason when the package is refused', async () => {
    routeFetch({
      'POST console/import/qti/preview': () =>
        json(400, {
          success: false,
          errorCode: 'VALIDATION',
          message: QtiMessages.unsafePath('../evil.xml'),
        }),
    });
    renderSection();
    await userEvent.upload(screen.getByLabelText('Choose a QTI package'), zip());
    expect(await screen.findByText(QtiMessages.unsafePath('../evil.xml'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply import' })).toBeNull();
  });
});
