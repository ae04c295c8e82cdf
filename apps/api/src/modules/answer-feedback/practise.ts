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
  parentId: string | null;
};

const TITLES: Record<Area, RegExp> = {
  grammar: /grammar|tense|article|clause|sentence/i,
  lexis: /vocab|word list|phrase|collocation|lexical/i,
  spelling: /spell/i,
  coherence: /link|cohesi|coheren|paragraph|structur/i,
  task: /essay|task [12]|overview|letter|writing/i,
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

export function practiseLinks(
  areas: readonly Area[],
  materials: readonly Material[],
  skill: string,
): PractiseLink[] {
  const links: PractiseLink[] = [];
  const taken = new Set<string>();
  for (const area of areas) {
    const lesson = materials.find(
      (m) =>
        LESSON_KINDS.has(m.kind) &&
        !taken.has(m.id) &&
        (TITLES[area].test(m.title) || TITLES[area].test(m.moduleTitle)),
    );
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
