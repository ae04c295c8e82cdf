// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { routeFetch } from '../../../../test/route-fetch';
import { stubBrowser } from '../../../../test/stub-browser';
import { readAnswers, renderWithProviders } from './score-report-test-utils';
import { ScoreSubmissionSection } from './score-submission-section';

// The dialogs' code (the 'modal' group) arrives late, as on a slow phone or a busy machine.
vi.mock('../../../../components/dialog-view', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return importOriginal();
});

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the score probe with the banner, never a moment after it (a late dialog would catch a click)', {
  timeout: 30_000,
}, async () => {
  routeFetch(readAnswers() as Parameters<typeof routeFetch>[0]);
  renderWithProviders(<ScoreSubmissionSection />);
  await screen.findByRole('heading', { name: 'Submit your IELTS score' }, { timeout: 10_000 });
  // Its opening transition takes a few frames (more on a busy machine); the dialogs' code, 2 s.
  const probe = { name: 'Have you taken the actual IELTS?' };
  expect(await screen.findByRole('dialog', probe, { timeout: 1_000 })).toBeTruthy();
});
