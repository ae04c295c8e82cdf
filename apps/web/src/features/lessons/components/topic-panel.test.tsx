// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import type { LearningModule, LearningObject } from '@portico/contract/learning';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanyContext } from '../../../lib/company-context';
import { company } from '../../../test/company';
import { learningObject, userAction } from '../../../test/learning-object';
import { json, routeFetch } from '../../../test/route-fetch';
import { stubBrowser } from '../../../test/stub-browser';
import { type CourseState, TEXTS } from '../../learning/public';
import { topicsOf } from '../utils/lesson-tree';
import { LOCKED_LIST, TopicPanel } from './topic-panel';

const COURSE = '9a8b7c6d-0000-4e1f-8a2b-000000000001';
beforeAll(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const module = (
  id: string,
  title: string,
  subModule: LearningModule[] = [],
  orderNo = 1,
): LearningModule => ({
  id,
  parentId: null,
  orderNo,
  component: { title, description: '', thumbnail: '', referenceType: '' },
  subModule,
  isProductAccess: true,
  isFree: false,
  isLocked: false,
  isGroupLessons: false,
  isPreferedLanguage: false,
});

const object = (id: string, title: string, overrides: Partial<LearningObject> = {}): LearningObject =>
  learningObject({ id, component: { title, content: `<p>${title} body</p>` }, ...overrides });

// Lessons › Grammar (Tenses, Articles) and Listening Skills (Maps): the navigator's topics.
const root = module('root', 'Lessons', [
  module('grammar', 'Grammar', [module('tenses', 'Tenses', [], 1), module('articles', 'Articles', [], 2)], 1),
  module(
    'listening',
    'Listening Skills',
    [
      module('maps', 'Map labelling'),
      {
        ...module('model-videos', 'Model answers on video', [], 2),
        component: {
          title: 'Model answers on video',
          description: '',
          thumbnail: '',
          referenceType: 'videos',
        },
      },
    ],
    2,
  ),
]);
const topics = topicsOf(root);

function renderPanel(
  moduleId: string,
  props: { courseAccess?: boolean; courseState?: CourseState; onTopic?: (id: string) => void } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const topic = topics.find((t) => t.module.id === moduleId);
  if (!topic) throw new Error(`no topic ${moduleId}`);
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <CompanyContext.Provider value={company}>
          <MemoryRouter>
            <TopicPanel
              navigationParam={null}
              courseId={COURSE}
              courseAccess={props.courseAccess ?? true}
              courseState={props.courseState}
              topic={topic}
              topics={topics}
              objectId={null}
              onObject={() => {}}
              onTopic={props.onTopic ?? (() => {})}
            />
          </MemoryRouter>
        </CompanyContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return client;
}

const userActions = (fetchMock: ReturnType<typeof routeFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('user-actions'))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('lesson topic (spec 2 §2, §4, §6, §8)', () => {
  it("shows a grammar module's topics as tags, the answer behind Show Answer, and the next topic", async () => {
    const fetchMock = routeFetch({
      'GET learningobject': json(200, {
        success: true,
        data: [
          object('o1', 'Present perfect', {
            component: { title: 'Present perfect', content: '<p>Try it: ___</p>@@@break@@@<p>has grown</p>' },
          }),
        ],
      }),
      'POST user-actions': json(200, { success: true, data: userAction() }),
    });
    const onTopic = vi.fn();
    renderPanel('tenses', { onTopic });
    expect(await screen.findByText('Try it: ___')).toBeTruthy();
    const tags = screen.getByRole('group', { name: 'Grammar topics' });
    const chips = within(tags).getAllByRole('radio') as HTMLInputElement[];
    expect(chips.map((c) => c.closest('div')?.textContent)).toEqual(['Tenses', 'Articles']);
    expect(chips.map((c) => c.checked)).toEqual([true, false]);
    expect(screen.queryByText('has grown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show Answer' }));
    expect(screen.getByText('has grown')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide Answer' }));
    expect(screen.queryByText('has grown')).toBeNull();
    // Opening a lesson completes it once: one user action, then the tab's check mark.
    await waitFor(() => expect(userActions(fetchMock)).toHaveLength(1));
    expect(userActions(fetchMock)[0]).toMatchObject({
      referenceId: 'o1',
      referenceType: 'LearningObject',
      objectType: 'Lesson',
      status: 'Completed',
      courseId: COURSE,
    });
    expect(await screen.findByRole('img', { name: 'Completed' })).toBeTruthy();
    expect(userActions(fetchMock)).toHaveLength(1);
    // Tenses is the first topic: no previous link; the next one is Articles.
    fireEvent.click(screen.getByRole('button', { name: 'Articles' }));
    expect(onTopic).toHaveBeenCalledWith('articles');
  });

  it('does not complete a lesson already Completed, and links back to the previous topic', async () => {
    const fetchMock = routeFetch({
      'GET learningobject': json(200, {
        success: true,
        data: [object('o2', 'Maps', { objectStatus: 'Completed' })],
      }),
    });
    const onTopic = vi.fn();
    renderPanel('maps', { onTopic });
    expect(await screen.findByText('Maps body')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Completed' })).toBeTruthy();
    expect(userActions(fetchMock)).toHaveLength(0);
    // Not a grammar or level 1 module: no tags.
    expect(screen.queryByRole('group', { name: /topics/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Articles' }));
    expect(onTopic).toHaveBeenCalledWith('articles');
  });

  it("says 'This videos are not Released.' when every object of the list is locked", async () => {
    routeFetch({
      'GET learningobject': json(200, {
        success: true,
        data: [
          object('o3', 'Labelling a plan', { isLocked: true }),
          object('o4', 'Labelling a map', { isLocked: true, kind: 'Video' }),
        ],
      }),
    });
    renderPanel('maps');
    expect(await screen.findByText(LOCKED_LIST)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('locks an object without access with the coupon message, or the expiry message once the course expired', async () => {
    const answers = {
      'GET learningobject': json(200, {
        success: true,
        data: [object('o5', 'Paid lesson', { isProductAccess: false })],
      }),
    };
    let fetchMock = routeFetch(answers);
    renderPanel('articles');
    expect(await screen.findByText(TEXTS.noAccess)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Locked' })).toBeTruthy();
    expect(screen.queryByText('Paid lesson body')).toBeNull();
    expect(userActions(fetchMock)).toHaveLength(0);
    cleanup();
    fetchMock = routeFetch(answers);
    renderPanel('articles', { courseAccess: false });
    expect(await screen.findByText(TEXTS.courseExpired)).toBeTruthy();
    expect(userActions(fetchMock)).toHaveLength(0);
    cleanup();
    fetchMock = routeFetch(answers);
    renderPanel('articles', { courseAccess: false, courseState: { revoked: true, startsAt: null } });
    expect(await screen.findByText('Your course access has been revoked')).toBeTruthy();
    expect(screen.queryByText(TEXTS.courseExpired)).toBeNull();
    expect(userActions(fetchMock)).toHaveLength(0);
    cleanup();
    fetchMock = routeFetch(answers);
    // An enrolment booked from 1 December: the page says when access starts, day first.
    renderPanel('articles', {
      courseAccess: false,
      courseState: { revoked: false, startsAt: '2026-12-01T00:00:00.000Z' },
    });
    expect(await screen.findByText('Your access starts on 01/12/2026')).toBeTruthy();
    expect(screen.queryByText(TEXTS.courseExpired)).toBeNull();
    expect(userActions(fetchMock)).toHaveLength(0);
  });

  it("shows a topic of referenceType 'videos' as a grid of video cards that play in the modal", async () => {
    const fetchMock = routeFetch({
      'GET learningobject': json(200, {
        success: true,
        data: [
          object('v1', 'Band 6 essay', {
            kind: 'Video',
            objectStatus: 'Completed',
            component: { title: 'Band 6 essay', content: '/demo-media/video/sample/index.m3u8' },
          }),
          object('v2', 'Band 8 essay', { kind: 'Video', isProductAccess: false }),
          object('n1', 'Notes on the essays'),
        ],
      }),
      'GET user-actions': json(200, { success: true, data: [] }),
      'POST user-actions': json(200, { success: true, data: userAction() }),
    });
    renderPanel('model-videos');
    const play = await screen.findByRole('button', { name: 'Play video: Band 6 essay' });
    expect(screen.getByText('Completed')).toBeTruthy();
    // A video the student may not open says why instead of playing.
    expect(screen.queryByRole('button', { name: 'Play video: Band 8 essay' })).toBeNull();
    expect(screen.getByText(TEXTS.noAccess)).toBeTruthy();
    // The videos are cards, not tabs; the lesson beside them keeps its tab and completes on opening.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Notes on the essays']);
    expect(screen.getByText('Notes on the essays body')).toBeTruthy();
    await waitFor(() => expect(userActions(fetchMock).map((a) => a.referenceId)).toEqual(['n1']));
    fireEvent.click(play);
    expect(await screen.findByRole('dialog', { name: 'Band 6 essay' })).toBeTruthy();
  });

  it('offers a video lesson for offline use only where its course allows it', async () => {
    // 'Save for offline' needs the Cache API, IndexedDB and a service worker (canSaveOffline).
    vi.stubGlobal('caches', {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    const video = (offlineAllowed: boolean) =>
      object('v3', 'Labelling a map', {
        kind: 'Video',
        offlineAllowed,
        component: { title: 'Labelling a map', content: '/demo-media/video/sample/index.m3u8' },
      });
    const show = async (offlineAllowed: boolean) => {
      routeFetch({
        'GET learningobject': json(200, { success: true, data: [video(offlineAllowed)] }),
        'GET user-actions': json(200, { success: true, data: [] }),
      });
      const client = renderPanel('maps');
      await screen.findByRole('tab', { name: 'Labelling a map' });
      // What the device holds ('offline' reads): a button asks it whether the video is saved.
      return () => client.getQueryCache().findAll({ queryKey: ['offline'] }).length;
    };
    try {
      expect((await show(true))()).toBe(1);
      expect(await screen.findByRole('button', { name: 'Save for offline' })).toBeTruthy();
      cleanup();
      const deviceReads = await show(false);
      expect(screen.queryByRole('button', { name: 'Save for offline' })).toBeNull();
      // Not merely not yet: nothing on the page asked the device about this video.
      expect(deviceReads()).toBe(0);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it("says 'No lessons available' for a topic without objects", async () => {
    routeFetch({ 'GET learningobject': json(200, { success: true, data: [] }) });
    renderPanel('articles');
    expect(await screen.findByText('No lessons available')).toBeTruthy();
  });
});
