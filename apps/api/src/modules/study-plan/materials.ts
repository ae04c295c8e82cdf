import type { Material } from './planner';
import type { ModuleRow, ObjectRow, SectionRow } from './study-plan.repository';

/**
 * The course's lessons and tests as the plan sets them: each with its skill and its minutes. The
 * skill is the module's (its own or an enclosing module's reference type, else a skill its titles
 * name); a test's is that of most of its time. A lesson's minutes are its own duration where the
 * course gives one, else the kind's usual time; a test's the sum of its sections' times.
 */

export const SKILL_WORDS = [
  'Listening',
  'Reading',
  'Writing',
  'Speaking',
  'Verbal',
  'Quant',
  'Math',
] as const;
/** A lesson no skill claims, or a test of several skills (a mock). */
export const GENERAL = 'General';
export const FULL_TEST = 'Full test';

const LESSON_MINUTES: Record<string, number> = { Lesson: 15, Video: 15, Quiz: 10, BookAudio: 15 };
const TEST_KINDS = new Set(['PracticeTest', 'Mock']);
const DEFAULT_TEST_MINUTES = 30;

const clampMinutes = (m: number) => Math.min(180, Math.max(5, Math.round(m)));

/** The skill a name says ('Listening Skills', 'Reading and Writing': the first one named). */
export function skillNamed(name: string): string | null {
  if (/reading and writing/i.test(name)) return 'Reading and Writing';
  return SKILL_WORDS.find((w) => new RegExp(`\\b${w}`, 'i').test(name)) ?? null;
}

function moduleSkill(moduleId: string, byId: Map<string, ModuleRow>): string | null {
  const seen = new Set<string>();
  for (let m = byId.get(moduleId); m && !seen.has(m.id); m = m.parentId ? byId.get(m.parentId) : undefined) {
    seen.add(m.id);
    const own = m.referenceType && m.referenceType !== 'videos' ? skillNamed(m.referenceType) : null;
    if (own) return own;
    const titled = skillNamed(m.title);
    if (titled) return titled;
  }
  return null;
}

/** The titles of a module and those around it, innermost first ('Map labelling Listening Skills'). */
function pathTitles(moduleId: string, byId: Map<string, ModuleRow>): string {
  const titles: string[] = [];
  for (
    let m = byId.get(moduleId);
    m && titles.length < 6;
    m = m.parentId ? byId.get(m.parentId) : undefined
  ) {
    titles.push(m.title);
  }
  return titles.join(' ');
}

/** A test's skill: the one with most of its minutes; several of about as much make it a full test. */
function testSkill(sections: SectionRow[]): string | null {
  const minutes = new Map<string, number>();
  for (const s of sections) {
    const skill = skillNamed(s.referenceType);
    if (skill) minutes.set(skill, (minutes.get(skill) ?? 0) + Math.max(1, s.durationMinutes));
  }
  if (minutes.size > 1) return FULL_TEST;
  return [...minutes.keys()][0] ?? null;
}

/** Where a lesson opens (as 'what to practise next' links it). */
const lessonUrl = (o: ObjectRow, m: ModuleRow | undefined) =>
  `/lessondetail?${new URLSearchParams({ module: m?.parentId ?? o.moduleId, topic: o.moduleId, object: o.id })}`;

export function materialsOf(course: {
  modules: ModuleRow[];
  objects: ObjectRow[];
  sections: SectionRow[];
}): Material[] {
  const byId = new Map(course.modules.map((m) => [m.id, m]));
  const order = new Map(course.modules.map((m, i) => [m.id, i]));
  const sectionsOf = new Map<string, SectionRow[]>();
  for (const s of course.sections) sectionsOf.set(s.testId, [...(sectionsOf.get(s.testId) ?? []), s]);
  const out: Material[] = [];
  const objects = [...course.objects].sort(
    (a, b) => (order.get(a.moduleId) ?? 0) - (order.get(b.moduleId) ?? 0),
  );
  for (const o of objects) {
    if (TEST_KINDS.has(o.kind) && o.testId) {
      const sections = sectionsOf.get(o.testId) ?? [];
      const total = sections.reduce((n, s) => n + s.durationMinutes, 0);
      const skill = testSkill(sections) ?? moduleSkill(o.moduleId, byId) ?? skillNamed(o.title) ?? GENERAL;
      const url = o.kind === 'Mock' ? '/mocktest' : `/practicetest?skill=${encodeURIComponent(skill)}`;
      out.push({
        objectId: o.id,
        kind: 'test',
        title: o.title,
        url,
        skill,
        minutes: clampMinutes(total || DEFAULT_TEST_MINUTES),
      });
    } else if (o.kind in LESSON_MINUTES) {
      const usual = LESSON_MINUTES[o.kind] ?? 15;
      const own = o.component?.duration;
      // A duration over three hours is in seconds (a video's), else in minutes.
      const minutes = own && own > 0 ? (own > 180 ? own / 60 : own) : usual;
      const skill = moduleSkill(o.moduleId, byId) ?? skillNamed(o.title) ?? GENERAL;
      out.push({
        objectId: o.id,
        kind: 'lesson',
        title: o.title,
        url: lessonUrl(o, byId.get(o.moduleId)),
        skill,
        minutes: clampMinutes(minutes),
        about: pathTitles(o.moduleId, byId),
      });
    }
  }
  return out;
}
