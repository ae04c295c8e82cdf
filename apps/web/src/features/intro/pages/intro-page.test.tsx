// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { IntroStep } from '@portico/contract/intro';
import type { Company } from '@portico/contract/tenancy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { stubBrowser } from '../../../test/stub-browser';
import { IntroPage } from './intro-page';

vi.mock('../../../components/video/video-player', () => ({
  VideoPlayer: (p: { src: string; isVimeo: boolean; title: string }) => (
    <div
      role="img"
      data-testid="video"
      data-src={p.src}
      data-vimeo={String(p.isVimeo)}
      aria-label={p.title}
    />
  ),
}));

beforeAll(stubBrowser);

const company = {
  companyCode: 'portico',
  accountId: 'acc-1',
  companyName: 'Portico Academy',
  shortName: 'Portico',
  logoURL: '',
  logoIconURL: '',
  copyRight: '© Portico',
} as Company;

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

const steps = (...s: IntroStep[]) => ({ status: 200, body: { success: true, data: { steps: s } } });
const step = (n: number, over: Partial<IntroStep>): IntroStep => ({
  id: `s-${n}`,
  title: `Step ${n}`,
  type: 'HTML',
  content: `<p>Body ${n}</p>`,
  actionUrl: '',
  ...over,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/intro', element: <IntroPage /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/intro'] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={company}>
          <RouterProvider router={router} />
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

const current = () => screen.getByRole('heading', { level: 2 });

describe('intro page (spec 3 §2 Intro steps)', () => {
  it('walks HTML, VIDEO and TEST steps with Next and Back; a TEST step has no Next', async () => {
    answer = steps(
      step(1, { title: 'Welcome', content: '<p>Hello student</p>' }),
      step(2, { title: 'How Portico works', type: 'VIDEO', content: '/demo-media/video/sample/index.m3u8' }),
      step(3, {
        title: 'Test your English',
        type: 'TEST',
        content: '<p>Ten minutes</p>',
        actionUrl: '/login',
      }),
    );
    const router = renderPage();
    expect(await screen.findByText('Hello student', {}, { timeout: 5000 })).toBeTruthy();
    expect(current().textContent).toBe('Welcome');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(current().textContent).toBe('How Portico works');
    const video = screen.getByTestId('video');
    expect(video.getAttribute('data-src')).toBe('/demo-media/video/sample/index.m3u8');
    expect(video.getAttribute('data-vimeo')).toBe('false');
    expect(document.activeElement).toBe(current());

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(current().textContent).toBe('Test your English');
    expect(screen.getByText('Ten minutes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(current().textContent).toBe('How Portico works');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    fireEvent.click(screen.getByRole('link', { name: 'Take the test' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('plays Vimeo addresses with the Vimeo player', async () => {
    answer = steps(step(1, { type: 'VIDEO', content: 'https://vimeo.com/76979871' }));
    renderPage();
    expect((await screen.findByTestId('video')).getAttribute('data-vimeo')).toBe('true');
  });

  it('offers no button for a TEST step whose address is not a safe one', async () => {
    answer = steps(step(1, { type: 'TEST', actionUrl: 'javascript:window.__xss=9' }));
    renderPage();
    expect(await screen.findByText('Body 1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Take the test' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('says No Data available when there are no steps', async () => {
    answer = steps();
    renderPage();
    expect(await screen.findByText('No Data available')).toBeTruthy();
  });

  it('shows the server message in an alert on failure', async () => {
    answer = { status: 404, body: { success: false, message: 'No portal here', errorCode: 'NOT_FOUND' } };
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('No portal here');
  });

  it('renders step HTML inert', async () => {
    answer = steps(
      step(1, {
        title: 'Welcome',
        content:
          '<p>Hi</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
          '<a href="javascript:window.__xss=3">start</a>',
      }),
    );
    renderPage();
    const text = await screen.findByText('Hi');
    const box = text.parentElement as HTMLElement;
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onerror]')).toBeNull();
    expect(box.innerHTML).not.toMatch(/javascript:|__xss/i);
    fireEvent.click(within(box).getByText('start'));
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
