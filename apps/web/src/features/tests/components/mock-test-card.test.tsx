// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { LearningObject } from '@portico/contract/learning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { TEXTS } from '../../learning/public';
import { MockTestCard } from './mock-test-card';

beforeAll(stubBrowser);
afterEach(cleanup);

const mock = (overrides: Partial<LearningObject> = {}): LearningObject => ({
  id: 'mock-1',
  companyCode: 'portico',
  orderNo: 1,
  kind: 'Mock',
  languageId: null,
  isProductAccess: true,
  isFree: false,
  isLocked: false,
  objectStatus: 'Completed',
  duration: 0,
  component: { title: 'IELTS Academic Mock 1' },
  testTemplate: 'ielts',
  testId: 'test-1',
  studentTestId: 'attempt-1',
  istestTaken: true,
  evaluationRequired: true,
  isEvaluated: true,
  showEvaluation: true,
  evaluationStatus: 1,
  isDisableReview: false,
  band: 6.5,
  report: null,
  sectionBands: [
    { referenceType: 'Speaking', band: 6 },
    { referenceType: 'Writing', band: null },
    { referenceType: 'Reading', band: 7 },
    { referenceType: 'Listening', band: 7.5 },
  ],
  totalTime: 9900,
  extraTimePercent: 0,
  questionCount: 82,
  examFamily: 'ielts',
  sections: [],
  courseId: 'course-1',
  offlineAllowed: false,
  ...overrides,
});

const renderCard = (object: LearningObject, courseAccess = true) =>
  render(
    <MantineProvider>
      <MockTestCard
        object={object}
        courseAccess={courseAccess}
        onOpen={vi.fn()}
        pending={false}
        busy={false}
      />
    </MantineProvider>,
  );

describe('mock test card', () => {
  it('offers Request for Evaluation on a completed mock that asks for one, then says it is pending (issue 40)', () => {
    const client = new QueryClient();
    const card = (object: LearningObject) => (
      <QueryClientProvider client={client}>
        <MantineProvider>
          <MockTestCard
            object={object}
            courseAccess
            onOpen={vi.fn()}
            pending={false}
            busy={false}
            evaluation={{ courseId: 'course-1', listKey: ['objects'] }}
          />
        </MantineProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(
      card(mock({ evaluationStatus: null, isEvaluated: false, showEvaluation: false })),
    );
    expect(screen.getByRole('button', { name: TEXTS.requestEvaluation })).toBeTruthy();
    rerender(card(mock({ evaluationStatus: 0, isEvaluated: false })));
    expect(screen.queryByRole('button', { name: TEXTS.requestEvaluation })).toBeNull();
    expect(screen.getByText(TEXTS.evaluationPending)).toBeTruthy();
  });

  it('shows the overall band and the four section bands in spec order', () => {
    renderCard(mock());
    expect(screen.getByRole('img', { name: 'Overall band: 6.5' })).toBeTruthy();
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['Listening', 'Reading', 'Writing', 'Speaking']);
    expect(values).toEqual(['7.5', '7', '-', '6']);
    expect(screen.getByRole('button', { name: 'View Report' })).toBeTruthy();
  });

  it('an IELTS General Training mock keeps the four bands', () => {
    renderCard(mock({ examFamily: 'ielts-general' }));
    expect(screen.getByRole('img', { name: 'Overall band: 6.5' })).toBeTruthy();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Listening',
      'Reading',
      'Writing',
      'Speaking',
    ]);
  });

  it("shows '-' for an unknown band and Not Released when locked", () => {
    renderCard(mock({ band: null, isLocked: true, sectionBands: [] }));
    const badge = screen.getByRole('img', { name: 'Overall band: none' });
    expect(within(badge).getByText('-')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Not Released' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a GRE mock shows GRE's own parts and scales, its question count and duration, no IELTS bands", () => {
    renderCard(
      mock({
        component: { title: 'GRE Full-Length Mock 1' },
        testTemplate: 'grelayout',
        examFamily: 'gre',
        band: null,
        objectStatus: 'Launch',
        istestTaken: false,
        sectionBands: [],
        totalTime: 70 * 60,
        extraTimePercent: 0,
        questionCount: 25,
        sections: [
          { title: 'Analytical Writing', referenceType: 'Writing', score: null },
          { title: 'Verbal Reasoning', referenceType: 'Verbal', score: null },
          { title: 'Quantitative Reasoning', referenceType: 'Quant', score: 158 },
        ],
      }),
    );
    const parts = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(parts).toEqual(['Analytical Writing', 'Verbal Reasoning', 'Quantitative Reasoning']);
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['0–6', '130–170', '158']);
    expect(screen.queryByText('Listening')).toBeNull();
    expect(screen.queryByText('Overall band')).toBeNull();
    expect(screen.getByText('25 questions · 70 min')).toBeTruthy();
  });
});
