// @vitest-environment jsdom
import {
  BandDescriptorMessages,
  type BandDescriptorsView,
  defaultDescriptor,
} from '@portico/contract/band-descriptors';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, renderRoutes } from '../test-utils';
import { BandDescriptorsPage } from './band-descriptors-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const TR = (band: string) => defaultDescriptor('ielts-writing-task2', 'TR', band);

function view(texts: Record<string, string> = {}): BandDescriptorsView {
  const band = (b: string) => ({
    band: b,
    text: texts[b] ?? TR(b),
    defaultText: TR(b),
    edited: b in texts,
    updatedBy: b in texts ? { id: admin.id, name: admin.name } : null,
    updatedAt: b in texts ? '2026-11-30T10:00:00.000Z' : null,
  });
  const bands = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map(band);
  return {
    rubrics: [
      {
        id: 'ielts-writing-task2',
        title: 'IELTS Writing Task 2',
        criteria: [
          { key: 'TR', label: 'Task Response', bands },
          { key: 'CC', label: 'Coherence and Cohesion', bands },
        ],
      },
    ],
  };
}

const open = () =>
  renderRoutes('/console/band-descriptors', [{ path: 'band-descriptors', element: <BandDescriptorsPage /> }]);

describe('BandDescriptorsPage', () => {
  it('saves only the bands changed, with the text each was based on, and puts one back to Portico’s', async () => {
    const sent: unknown[] = [];
    routeFetch({
      'GET console/me': ok(admin),
      'GET console/band-descriptors': ok(view({ 6: 'Our band 6.' })),
      'PUT console/band-descriptors': (init) => {
        sent.push(JSON.parse(String(init.body)));
        return ok(view({ 7: 'Our band 7.' }), BandDescriptorMessages.saved);
      },
    });
    open();
    const seven = await screen.findByLabelText('Band 7');
    expect(seven).toHaveProperty('value', TR('7'));
    expect(screen.getByText(/Your school’s wording, by Ritu Malhotra/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save Task Response' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(seven, { target: { value: 'Our band 7.' } });
    // Band 6 back to Portico's words.
    fireEvent.click(screen.getByRole('button', { name: /Use Portico’s wording\s*for band 6/ }));
    expect(screen.getByText('2 bands changed, not saved yet.')).toBeTruthy();
    fireEvent.click(save);
    await screen.findByText(BandDescriptorMessages.saved);
    expect(sent).toEqual([
      {
        rubricId: 'ielts-writing-task2',
        criterionKey: 'TR',
        bands: [
          { band: '6', text: TR('6'), base: 'Our band 6.' },
          { band: '7', text: 'Our band 7.', base: TR('7') },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Band 7')).toHaveProperty('value', 'Our band 7.'));
  });

  it('says so when another administrator changed a band first, and loads theirs on request', async () => {
    let reads = 0;
    routeFetch({
      'GET console/me': ok(admin),
      'GET console/band-descriptors': () => ok(reads++ === 0 ? view() : view({ 7: 'Their band 7.' })),
      'PUT console/band-descriptors': json(409, {
        success: false,
        message: BandDescriptorMessages.changed(['7']),
      }),
    });
    open();
    fireEvent.change(await screen.findByLabelText('Band 7'), { target: { value: 'Mine.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Task Response' }));
    await screen.findByText(BandDescriptorMessages.changed(['7']), { exact: false });
    // What was written is still on the page.
    expect(screen.getByLabelText('Band 7')).toHaveProperty('value', 'Mine.');
    fireEvent.click(screen.getByRole('button', { name: 'Load the latest' }));
    await waitFor(() => expect(reads).toBe(2));
  });
});
