// @vitest-environment jsdom
import type { CareerDetail, CareerQueue } from '@portico/contract/console-reviews';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { careerItem, renderReviews } from '../components/score-report-test-utils';
import { FACULTY_ID, faculty } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const cv = careerItem('p1', 80);
const link = careerItem('p2', 4, {
  kind: 'Project',
  projectTitle: 'LinkedIn profile review',
  socialUrl: 'https://www.linkedin.com/in/x',
});
const queue: CareerQueue = {
  items: [cv, link],
  turnaround: { count: 0, medianHours: null, p90Hours: null },
  byStaff: [],
  staff: [{ id: FACULTY_ID, name: 'Arjun Menon', role: 'faculty' }],
};
const detail: CareerDetail = {
  ...cv,
  resumes: [
    {
      id: 'f1',
      url: '/api/files/cv-token',
      fileName: 'My CV.pdf',
      contentType: 'application/pdf',
      uploadedAt: cv.updatedAt,
    },
  ],
  adminDoc: null,
  comments: [],
};

describe('career queue (CONSOLE.md "Career")', () => {
  it('lists submissions oldest first and reviews a CV: a comment, then approve', async () => {
    const fetchMock = routeFetch({
      'GET console/me': ok(faculty),
      'GET console/career': ok(queue),
      'GET console/career/p1': ok(detail),
      'POST console/career/p1/comment': ok(
        {
          ...detail,
          status: 'in-progress',
          comments: [
            {
              id: 'c1',
              author: 'staff',
              staffName: 'Arjun Menon',
              remark: 'Shorter, please.',
              createdAt: cv.updatedAt,
            },
          ],
        },
        'Your comment was sent to the student.',
      ),
    });
    renderReviews('/console/career');
    expect(await screen.findByRole('heading', { level: 1, name: 'Career reviews' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Career submissions' })).getAllByRole(
      'listitem',
    );
    expect(items[0]?.textContent).toContain('CV preparation · IELTS Academic');
    expect(items[0]?.textContent).toContain('Overdue by 8 h');
    expect(items[1]?.textContent).toContain('LinkedIn profile');
    expect(screen.getByText(/Median time to first answer: - /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Student p1' }));
    const drawer = await screen.findByRole('dialog', { name: 'CV preparation of Student p1' });
    expect((await within(drawer).findByRole('link', { name: 'My CV.pdf' })).getAttribute('href')).toBe(
      '/api/files/cv-token',
    );
    expect(within(drawer).getByText(/not uploaded yet/)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send comment' }));
    expect(await within(drawer).findByText('Please write a comment')).toBeTruthy();
    fireEvent.change(within(drawer).getByRole('textbox', { name: /Comment to the student/ }), {
      target: { value: 'Shorter, please.' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Your comment was sent to the student.')).toBeTruthy();
    expect(await within(drawer).findByText('Arjun Menon (shown as Admin)', { exact: false })).toBeTruthy();
    const call = fetchMock.mock.calls.find((c) => String(c[0]).endsWith('/comment'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ remark: 'Shorter, please.' });
    // Faculty take an unowned project themselves.
    expect(within(drawer).getByRole('button', { name: 'Take this project' })).toBeTruthy();
  });
});
