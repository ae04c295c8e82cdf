// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { AboutProfile, AboutResponse } from '@portico/contract/about';
import type { Company } from '@portico/contract/tenancy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { stubBrowser } from '../../../test/stub-browser';
import { AboutPage } from './about-page';

beforeAll(stubBrowser);

const company = { companyCode: 'portico', accountId: 'acc-42', companyName: 'Portico Academy' } as Company;

let answer: { status: number; body: unknown } = { status: 200, body: {} };
const fetchMock = vi.fn((_input: string) =>
  Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status })),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  (window as { __xss?: number }).__xss = undefined;
});
afterEach(cleanup);

const ok = (over: Partial<AboutResponse>): AboutResponse => ({
  success: true,
  data: [],
  enableNewPage: false,
  profile: null,
  ...over,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={company}>
          <AboutPage />
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const page = (n: number, title: string, pageContent: string) => ({
  id: `id-${n}`,
  pageId: `p-${n}`,
  pageTitle: title,
  pageContent,
});

describe('about page (spec 1 §2 About us)', () => {
  it('asks for the company’s accountId and shows the pages as tabs', async () => {
    answer = {
      status: 200,
      body: ok({
        data: [
          page(1, 'Who we are', '<p>Coaching since 2009</p>'),
          page(2, 'Our trainers', '<p>Certified trainers</p>'),
        ],
      }),
    };
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Who we are' }, { timeout: 5000 })).toBeTruthy();
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://portal.test');
    expect(url.pathname).toBe('/api/aboutus');
    expect(url.searchParams.get('accountId')).toBe('acc-42');
    expect(screen.getByText('Coaching since 2009')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Our trainers' }));
    expect(await screen.findByText('Certified trainers')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Our trainers' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says No Data available when there are no pages', async () => {
    answer = { status: 200, body: ok({ data: [], message: 'No Data available' }) };
    renderPage();
    expect(await screen.findByText('No Data available')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the server message in a red alert on failure', async () => {
    answer = {
      status: 404,
      body: { success: false, message: 'About us is not available', errorCode: 'NOT_FOUND' },
    };
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('About us is not available');
  });

  it('shows the company profile when enableNewPage is set', async () => {
    const profile: AboutProfile = {
      headline: 'Coaching that gets results',
      summary: 'Small batches since 2009.',
      founders: [{ name: 'Ravi Menon', title: 'Founder & CEO', bio: 'Former examiner' }],
      certifications: [{ title: 'British Council Partner', issuer: 'British Council', year: '2015' }],
      services: [{ title: 'IELTS coaching', description: 'Academic and General' }],
      differentiators: [{ title: 'Weekly mocks', description: 'Evaluated by trainers' }],
      directors: [{ name: 'Anita Rao', title: 'Director' }],
    };
    answer = { status: 200, body: ok({ enableNewPage: true, profile, data: [page(1, 'Tab', 'x')] }) };
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaching that gets results' })).toBeTruthy();
    expect(screen.getByText('Small batches since 2009.')).toBeTruthy();
    const founders = screen.getByRole('region', { name: 'Our founders' });
    expect(within(founders).getByRole('heading', { name: 'Ravi Menon' })).toBeTruthy();
    expect(within(founders).getByText('Former examiner')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Certifications' }).textContent).toContain(
      'British Council · 2015',
    );
    expect(screen.getByRole('heading', { name: 'IELTS coaching' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Weekly mocks' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Anita Rao' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('renders page HTML inert: no handlers, no scripts, no javascript: links', async () => {
    answer = {
      status: 200,
      body: ok({
        data: [
          page(
            1,
            'Results',
            '<p>Band 8</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
              '<a href="javascript:window.__xss=3">click me</a>',
          ),
        ],
      }),
    };
    renderPage();
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('Band 8')).toBeTruthy();
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('[onerror]')).toBeNull();
    expect(panel.innerHTML).not.toMatch(/javascript:|__xss/i);
    fireEvent.click(within(panel).getByText('click me'));
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
