// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import type { StudyTask } from '@portico/contract/study-plan';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { TaskList } from './task-list';

beforeAll(stubBrowser);
afterEach(cleanup);

const task = (over: Partial<StudyTask>): StudyTask => ({
  id: 'a',
  day: '2026-11-22',
  kind: 'lesson',
  title: 'Articles',
  url: '/lessondetail?object=x',
  skill: 'Writing',
  minutes: 15,
  done: false,
  doneBy: null,
  doneAt: null,
  movedFrom: null,
  movedTo: null,
  ...over,
});

const show = (tasks: StudyTask[], onTick = vi.fn()) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <TaskList tasks={tasks} onTick={onTick} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('TaskList', () => {
  it('ticks a task by hand and says who ticked a done one', () => {
    const onTick = vi.fn();
    show([task({}), task({ id: 'b', title: 'Mock 1', kind: 'test', done: true, doneBy: 'test' })], onTick);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Articles' }));
    expect(onTick).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), true);
    expect(screen.getByText(/test finished/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Articles' }).getAttribute('href')).toBe(
      '/lessondetail?object=x',
    );
  });

  it('notes a task moved from a missed day, and keeps the missed record from being ticked', () => {
    show([
      task({ id: 'c', title: 'Linking words', movedFrom: '2026-11-21' }),
      task({ id: 'd', title: 'Maps', day: '2026-11-21', movedTo: '2026-11-22' }),
    ]);
    expect(screen.getByText('Moved from 21 Nov')).toBeTruthy();
    expect(screen.getByText('Missed, moved to 22 Nov')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Maps' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Open Maps' })).toBeNull();
  });
});
