// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { PractiseNext } from './practise-next';

beforeAll(stubBrowser);
afterEach(cleanup);

const renderList = (rows: Parameters<typeof PractiseNext>[0]['rows']) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <PractiseNext rows={rows} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('What to practise next', () => {
  it('links each weak type to the practice tests of its skill', () => {
    renderList([{ topicName: 'Matching headings', referenceType: 'Reading', corrent: 1, total: 6 }]);
    expect(screen.getByText('Reading: 1 of 6 correct')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Practise Reading' }).getAttribute('href')).toBe(
      '/practicetest?skill=Reading',
    );
  });

  // A Duolingo report read 'Overall: 0 of 6 correct' and 'Practise Overall'.
  it('names no skill for a test of one section (Duolingo’s Overall)', () => {
    renderList([{ topicName: 'Read and Complete', referenceType: 'Overall', corrent: 0, total: 6 }]);
    expect(screen.getByText('0 of 6 correct')).toBeTruthy();
    expect(screen.queryByText(/Overall/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
