// @vitest-environment jsdom
import { AdaptiveTestMessages, type AdaptiveTestView } from '@portico/contract/console-adaptive';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, renderRoutes } from '../test-utils';
import { AdaptiveTestPage } from './adaptive-test-page';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const TEST = '3f0c6a52-9d0e-4c1b-9a61-0d0b1f1e2a01';
const ROUTED = '3f0c6a52-9d0e-4c1b-9a61-0d0b1f1e2a02';
const POOL = '3f0c6a52-9d0e-4c1b-9a61-0d0b1f1e2a03';

const rows = (base: number, step: number) => [0, 1, 2].map((raw) => ({ raw, scaled: base + raw * step }));

function view(threshold = 3): AdaptiveTestView {
  return {
    id: TEST,
    key: 'sat-1',
    title: 'SAT Practice Test 1',
    examFamily: 'sat',
    sections: [
      {
        kind: 'routed',
        id: ROUTED,
        title: 'Math: Module 2',
        referenceType: 'Math',
        from: { id: 'm1', title: 'Math: Module 1', questions: 4 },
        questions: { easier: 2, harder: 2 },
        attempts: { easier: 5, harder: 7 },
        scale: { label: 'SAT section', min: 200, max: 800, step: 10 },
        settings: {
          rule: { kind: 'raw-threshold', threshold },
          tables: { easier: rows(200, 50), harder: rows(300, 80) },
        },
      },
      {
        kind: 'item',
        id: POOL,
        title: 'Adaptive Questions',
        referenceType: 'Overall',
        scale: { intercept: 85, slope: 25, min: 10, max: 160, step: 5 },
        attempts: 4,
        poolVersion: 2,
        items: ['Read and Select', 'Fill in the Blanks', 'Read and Select'].map((topic, n) => ({
          id: `i${n}`,
          key: `q${n}`,
          type: 'mcq',
          topic,
          authored: { a: 1, b: n - 1, c: 0 },
          calibrated: n === 0 ? { a: 1, b: -0.8, c: 0, responses: 40, estimated: true, seB: 0.21 } : null,
          served: n + 1,
        })),
        settings: { length: 2, topK: 5, maxExposure: null, targets: null },
      },
    ],
  };
}

const open = () =>
  renderRoutes(`/console/adaptive-tests/${TEST}`, [
    { path: 'adaptive-tests/:id', element: <AdaptiveTestPage /> },
  ]);
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('AdaptiveTestPage', () => {
  it('saves a routed module’s threshold and table with the settings it was based on', async () => {
    const sent: unknown[] = [];
    routeFetch({
      'GET console/me': ok(admin),
      [`GET console/adaptive-tests/${TEST}`]: ok(view()),
      [`PUT console/adaptive-tests/${TEST}/sections/${ROUTED}`]: (init) => {
        sent.push(JSON.parse(String(init.body)));
        return ok(view(4), AdaptiveTestMessages.saved);
      },
    });
    open();
    const routed = await section('Math: Module 2');
    expect(routed.getByText(/5 attempts went the easier way and 7 the harder way/)).toBeTruthy();
    const save = routed.getByRole('button', { name: 'Save Math: Module 2' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(routed.getByLabelText(/Harder module from/), { target: { value: '4' } });
    const harder = routed.getByLabelText(/Harder route’s table/);
    expect(harder).toHaveProperty('value', '0, 300\n1, 380\n2, 460');
    fireEvent.change(harder, { target: { value: '0, 300\n1, 380\ntwo, 470' } });
    expect(routed.getByText(/Write each line as a raw score and its scaled score/)).toBeTruthy();
    fireEvent.change(harder, { target: { value: '0, 300\n1, 380\n2, 470' } });
    fireEvent.click(save);
    await screen.findByText(AdaptiveTestMessages.saved);
    expect(sent).toEqual([
      {
        kind: 'routed',
        expected: view().sections[0]?.settings,
        settings: {
          rule: { kind: 'raw-threshold', threshold: 4 },
          tables: { easier: rows(200, 50), harder: [...rows(300, 80).slice(0, 2), { raw: 2, scaled: 470 }] },
        },
      },
    ]);
  });

  it('sets the writing aside when someone else saved first, and puts it back on request', async () => {
    let latest = view();
    routeFetch({
      'GET console/me': ok(admin),
      [`GET console/adaptive-tests/${TEST}`]: () => ok(latest),
      [`PUT console/adaptive-tests/${TEST}/sections/${POOL}`]: () => {
        latest = view(2);
        return json(409, { success: false, errorCode: 'CONFLICT', message: AdaptiveTestMessages.changed });
      },
    });
    open();
    const pool = await section('Adaptive Questions');
    expect(pool.getByText(/−0.80 ± 0.21 \(40 answers\)/)).toBeTruthy();
    fireEvent.change(pool.getByLabelText('Questions per attempt'), { target: { value: '3' } });
    fireEvent.click(pool.getByRole('button', { name: 'Save Adaptive Questions' }));
    await screen.findByText(AdaptiveTestMessages.changed);
    fireEvent.click(pool.getByRole('button', { name: 'Load the latest' }));
    await screen.findByText(/Your changes to this section are set aside/);
    expect(pool.getByLabelText('Questions per attempt')).toHaveProperty('value', '2');
    fireEvent.click(pool.getByRole('button', { name: 'Put my changes back' }));
    expect(pool.getByLabelText('Questions per attempt')).toHaveProperty('value', '3');
    expect(pool.getByRole('button', { name: 'Save Adaptive Questions' })).toHaveProperty('disabled', false);
  });

  it('says what is wrong with shares before sending them', async () => {
    const put = vi.fn();
    routeFetch({
      'GET console/me': ok(admin),
      [`GET console/adaptive-tests/${TEST}`]: ok(view()),
      [`PUT console/adaptive-tests/${TEST}/sections/${POOL}`]: () => {
        put();
        return ok(view());
      },
    });
    open();
    const pool = await section('Adaptive Questions');
    fireEvent.click(pool.getByLabelText('Balance the topics'));
    fireEvent.change(pool.getByLabelText('Read and Select'), { target: { value: '60' } });
    fireEvent.change(pool.getByLabelText('Fill in the Blanks'), { target: { value: '30' } });
    fireEvent.click(pool.getByRole('button', { name: 'Save Adaptive Questions' }));
    expect(await pool.findByText('The shares add up to 90 %, not 100 %')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });
});
