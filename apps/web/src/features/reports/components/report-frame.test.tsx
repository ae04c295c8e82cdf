// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { ReportFrame } from './report-frame';

beforeAll(stubBrowser);
afterEach(cleanup);

type Report = Parameters<typeof ReportFrame<string>>[0]['report'];
const idle: Report = { isSuccess: false, isError: false, data: undefined, error: null };

const renderFrame = (report: Report, onBack = () => {}) =>
  render(
    <MantineProvider>
      <ReportFrame report={report} onBack={onBack}>
        {(data) => <p>Report of {data}</p>}
      </ReportFrame>
    </MantineProvider>,
  );

describe('Report frame', () => {
  it('shows the report once loaded', () => {
    renderFrame({ ...idle, isSuccess: true, data: 'Mock 1' });
    expect(screen.getByText('Report of Mock 1')).toBeTruthy();
  });

  it('says what failed and offers a way back', () => {
    const onBack = vi.fn();
    renderFrame({ ...idle, isError: true, error: new Error('boom') }, onBack);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again later');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
