import { describe, expect, it } from 'vitest';
import { type Material, practiseLinks } from './practise';

// Issue 41: 'what to practise next' links the course's own lessons for the areas to work on — the
// writing ones, for the task written — then the skill's practice tests.

const lesson = (id: string, title: string, skill = '', kind = 'Lesson'): Material => ({
  id,
  title,
  kind,
  moduleId: `m-${id}`,
  moduleTitle: 'Week 1',
  skill,
  parentId: 'top',
});

const course = [
  lesson('sounds', 'Lesson 2: Linking sounds', 'Speaking'),
  lesson('t1', 'Video: Task 1 in ten minutes', 'Writing', 'Video'),
  lesson('t2', 'Task 2: planning an essay', 'Writing'),
  lesson('link', 'Writing: linking words', 'Writing'),
  lesson('art', 'Grammar refresher: articles'),
  lesson('test', 'Writing Practice Test', 'Writing', 'PracticeTest'),
];

describe('what to practise next', () => {
  it('links the writing lessons of each area, for the task written, then the practice tests', () => {
    const links = practiseLinks(['task', 'coherence', 'grammar'], course, 'Writing', 'Task 2');
    expect(links.map((l) => l.title)).toEqual([
      'Task 2: planning an essay',
      'Writing: linking words',
      'Grammar refresher: articles',
      'Writing practice tests',
    ]);
    expect(links[1]?.url).toBe('/lessondetail?module=top&topic=m-link&object=link');
    expect(links[3]?.url).toBe('/practicetest?skill=Writing');
  });

  it('never offers another skill’s lesson or another task’s', () => {
    const links = practiseLinks(
      ['task', 'coherence'],
      course.filter((m) => m.id !== 't2' && m.id !== 'link'),
      'Writing',
      'Task 2',
    );
    expect(links.map((l) => l.title)).toEqual(['Writing practice tests']);
  });

  it('offers nothing when there is nothing to work on', () => {
    expect(practiseLinks([], course, 'Writing')).toEqual([]);
  });
});
