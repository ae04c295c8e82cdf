// @vitest-environment jsdom
import type { CourseMenu } from '@portico/contract/console-menus';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { admin, renderConsole } from '../test-utils';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function axeProblems() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 200)).join(' | ')}`);
}

const ok = (data: unknown, message?: string) =>
  json(200, { success: true, data, ...(message ? { message } : {}) });
const COURSE = '3f2a1b0c-0000-4e1f-8a2b-0000000000c1';
const course = { id: COURSE, courseName: 'IELTS Academic' };
const item = (id: string, title: string, navigationUrl: string, subMenu: CourseMenu['items'] = []) => ({
  id,
  title,
  navigationUrl,
  navigationParam: '',
  subMenu,
});
const menu: CourseMenu = {
  course,
  items: [
    item('m1', 'Dashboard', '/dashboard'),
    item('m2', 'Tests', '', [item('m3', 'Mock tests', '/mocktest'), item('m4', 'Sectional', '/sectional')]),
    item('m5', 'Support', '/support'),
  ],
  switches: {
    showPerformance: true,
    showStudyPlan: true,
    testYourEnglish: true,
    showWalkthrough: false,
    showVisaInsights: false,
    showWordOfTheDay: false,
    showTipOfTheDay: false,
    showTrendingVideos: false,
    offlineVideos: true,
  },
};
const routes = (extra = {}) =>
  routeFetch({
    'GET console/me': ok(admin),
    'GET console/menus': ok({ courses: [course] }),
    [`GET console/menus/${COURSE}`]: ok(menu),
    ...extra,
  });
const sent = (fetchMock: ReturnType<typeof routeFetch>) => {
  const call = fetchMock.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'POST');
  return call ? JSON.parse(String((call[1] as RequestInit | undefined)?.body)) : undefined;
};

describe('course menus in the console', () => {
  it('shows a course menu in order with its sub-items, moves one and saves the whole list', {
    timeout: 30_000,
  }, async () => {
    const fetchMock = routes({
      [`POST console/menus/${COURSE}`]: ok(menu, 'Menu saved: the course’s students see it now.'),
    });
    renderConsole(`/console/menus?course=${COURSE}`);
    const list = await screen.findByRole('list', { name: 'Menu of IELTS Academic' });
    const groups = within(list)
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual([
      'Item 1: Dashboard',
      'Item 2: Tests',
      'Item 2.1: Mock tests',
      'Item 2.2: Sectional',
      'Item 3: Support',
    ]);
    expect((screen.getByRole('button', { name: 'Move Dashboard up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(await axeProblems()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Move Sectional up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Support up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dashboard' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save menu' }));
    expect(await screen.findByText('Menu saved: the course’s students see it now.')).toBeTruthy();
    expect(sent(fetchMock)).toEqual({
      items: [
        {
          title: 'Support',
          navigationUrl: '/support',
          navigationParam: '',
          subMenu: [],
        },
        {
          title: 'Tests',
          navigationUrl: '',
          navigationParam: '',
          subMenu: [
            { title: 'Sectional', navigationUrl: '/sectional', navigationParam: '' },
            { title: 'Mock tests', navigationUrl: '/mocktest', navigationParam: '' },
          ],
        },
      ],
    });
  });

  it('adds an item and refuses an untitled one without a call', { timeout: 30_000 }, async () => {
    const fetchMock = routes();
    renderConsole(`/console/menus?course=${COURSE}`);
    await screen.findByRole('list', { name: 'Menu of IELTS Academic' });
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    const added = screen.getByRole('group', { name: 'Item 4: untitled' });
    expect(within(added).getByRole('textbox', { name: 'Title' })).toBeTruthy();
    expect(await axeProblems()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save menu' }));
    expect(await screen.findByText('Title is required (item 4)')).toBeTruthy();
    expect(sent(fetchMock)).toBeUndefined();
    fireEvent.change(within(added).getByRole('textbox', { name: 'Title' }), { target: { value: 'Home' } });
    expect(screen.getByRole('group', { name: 'Item 4: Home' })).toBeTruthy();
  });

  it("switches a course's study plan off and saves the switches", { timeout: 30_000 }, async () => {
    const saved = { ...menu, switches: { ...menu.switches, showStudyPlan: false } };
    const fetchMock = routes({
      [`PUT console/menus/${COURSE}/switches`]: ok(
        saved,
        'Saved: the course’s dashboard shows what is switched on.',
      ),
    });
    renderConsole(`/console/menus?course=${COURSE}`);
    const plan = (await screen.findByRole('switch', { name: 'Study plan' })) as HTMLInputElement;
    const saveButton = screen.getByRole('button', { name: 'Save switches' }) as HTMLButtonElement;
    expect(plan.checked).toBe(true);
    expect(saveButton.disabled).toBe(true);
    fireEvent.click(plan);
    fireEvent.click(saveButton);
    expect(await screen.findByText('Saved: the course’s dashboard shows what is switched on.')).toBeTruthy();
    const put = fetchMock.mock.calls.find((c) => (c[1] as RequestInit | undefined)?.method === 'PUT');
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).toEqual(saved.switches);
    expect(await axeProblems()).toEqual([]);
  });
});
