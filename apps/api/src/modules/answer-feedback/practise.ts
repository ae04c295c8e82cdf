import type { PractiseLink } from '@portico/contract/answer-feedback';
import type { Area } from './writing/readings';

/**
 * What to practise next (issue 41): for each area the indicators point at, the course's own lessons
 * whose titles name it ('Grammar refresher: articles', 'Writing: linking words'), else its practice
 * tests of the skill. Only the student's course: its lessons are what they can open.
 */

export type Material = {
  id: string;
  title: string;
  kind: string;
  moduleId: string;
  moduleTitle: string;
  /** The module's skill ('Writing', 'Speaking', …; '' for a module of none). */
  skill: string;
  parentId: string | null;
};

const TITLES: Record<Area, RegExp> = {
  grammar: /grammar|tense|article|clause|sentence/i,
  lexis: /vocab|word list|phrase|collocation|lexical/i,
  spelling: /spell/i,
  coherence: /link|cohesi|coheren|paragraph|structur/i,
  task: /essay|task|overview|letter|writing/i,
  form: /summar|essay|writing/i,
};

const WHY: Record<Area, string> = {
  grammar: 'for the grammar problems marked in your answer',
  lexis: 'to widen your range of words',
  spelling: 'for the spelling mistakes marked in your answer',
  coherence: 'to link your ideas and paragraphs',
  task: 'to answer every part of the task at its length',
  form: "to keep to the task's form and length",
};

const LESSON_KINDS = new Set(['Lesson', 'Video', 'Quiz', 'BookAudio']);
const MAX_LINKS = 4;

/** Where a lesson opens: the lesson page, among the topics beside it (as the dashboard links it). */
const lessonUrl = (m: Material) =>
  `/lessondetail?${new URLSearchParams({ module: m.parentId ?? m.moduleId, topic: m.moduleId, object: m.id })}`;

/** A lesson of another skill ('Linking sounds' in Speaking) is no help with writing. */
const OTHER_SKILLS = /^(listening|reading|speaking)$/i;
const OTHER_TITLES = /listening|reading|speaking|pronunciation|sounds/i;
const ANY_TASK = /task\s*[12]/i;

/** How a lesson suits the task: 1 names it, 0 names no task, -1 names another (Task 1's for Task 2). */
function suits(m: Material, task: string): number {
  if (!task || !ANY_TASK.test(m.title)) return 0;
  return m.title.toLowerCase().replace(/\s+/g, ' ').includes(task.toLowerCase()) ? 1 : -1;
}

/**
 * The course's lessons for the areas to work on, a lesson once, those naming the task first; then
 * the skill's practice tests.
 */
export function practiseLinks(
  areas: readonly Area[],
  materials: readonly Material[],
  skill: string,
  /** The task's name as lesson titles write it ('Task 2'); '' where it has none. */
  task = '',
): PractiseLink[] {
  const links: PractiseLink[] = [];
  const taken = new Set<string>();
  const usable = materials.filter(
    (m) => LESSON_KINDS.has(m.kind) && !OTHER_SKILLS.test(m.skill) && !OTHER_TITLES.test(m.title),
  );
  for (const area of areas) {
    const lesson = usable
      .filter((m) => !taken.has(m.id) && (TITLES[area].test(m.title) || TITLES[area].test(m.moduleTitle)))
      .map((m) => ({ m, fit: suits(m, task) }))
      .filter(({ fit }) => fit >= 0)
      .sort((a, b) => b.fit - a.fit)[0]?.m;
    if (!lesson) continue;
    taken.add(lesson.id);
    links.push({ title: lesson.title, url: lessonUrl(lesson), why: WHY[area] });
  }
  const tests = materials.some((m) => m.kind === 'PracticeTest');
  if (areas.length && tests && links.length < MAX_LINKS) {
    links.push({
      title: `${skill} practice tests`,
      url: `/practicetest?skill=${encodeURIComponent(skill)}`,
      why: 'to write another answer and see the feedback again',
    });
  }
  return links.slice(0, MAX_LINKS);
}
