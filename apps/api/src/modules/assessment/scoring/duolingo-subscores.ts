import { isRecordingType } from '@portico/contract/answers';
import type { ExamScores, ExamSubscore } from '@portico/contract/exam-scores';
import type { TaskResult } from './pte-skills';

/** The Duolingo English Test's individual subscores, in its score report's order (since July 2024). */
export const DET_SKILLS = ['Reading', 'Listening', 'Writing', 'Speaking'] as const;
export type Skill = (typeof DET_SKILLS)[number];

/** Its integrated subscores, each the mean of two individual ones (DET, 'Subscore Update', July 2024). */
export const DET_INTEGRATED: Record<string, readonly [Skill, Skill]> = {
  Literacy: ['Reading', 'Writing'],
  Comprehension: ['Reading', 'Listening'],
  Conversation: ['Listening', 'Speaking'],
  Production: ['Writing', 'Speaking'],
};

/**
 * The skill each question type counts towards. DET publishes which integrated subscores a question
 * type feeds, not a table for the individual ones; this follows the skill each question tests (what
 * the test taker reads, hears, writes or says). Keys: lower case, no punctuation.
 */
const TASK_SKILL: Record<string, Skill> = {
  'read and select': 'Reading',
  'fill in the blanks': 'Reading',
  'read and complete': 'Reading',
  'interactive reading': 'Reading',
  'listen and type': 'Listening',
  'listen and select': 'Listening',
  'interactive listening': 'Listening',
  'write about the photo': 'Writing',
  'read then write': 'Writing',
  'interactive writing': 'Writing',
  'writing sample': 'Writing',
  'summarize the conversation': 'Writing',
  'read aloud': 'Speaking',
  'listen then speak': 'Speaking',
  'speak about the photo': 'Speaking',
  'read then speak': 'Speaking',
  'speaking sample': 'Speaking',
  'interactive speaking': 'Speaking',
};
/** Item types whose skill is plain when the question type is not one DET names. */
const TYPE_SKILL: Record<string, Skill> = {
  'essay-audio': 'Listening',
  interactivelistening: 'Listening',
  interactivewriting: 'Writing',
  selectandessay: 'Writing',
  essay: 'Writing',
  'essay-topic': 'Writing',
  selectandspeak: 'Speaking',
  interactivedropdown: 'Reading',
};

const taskKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/summari[sz]e/g, 'summarize')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The individual subscore a task counts towards: by its question type, else its item type. */
export function detSkillOf(task: string | null, itemType: string): Skill {
  const key = taskKey(task ?? '');
  const named = Object.entries(TASK_SKILL).find(([name]) => key === name || key.startsWith(`${name} `));
  if (named) return named[1];
  if (isRecordingType(itemType)) return 'Speaking';
  return TYPE_SKILL[itemType] ?? 'Reading';
}

/** Duolingo's scale: 10-160 in steps of 5 (a tie goes up). */
const toFive = (value: number) => Math.min(160, Math.max(10, Math.floor(value / 5 + 0.5) * 5));
/** A subscore from the share of its points earned: 10 plus 150 times the share, to the nearest 5. */
export const detScale = (earned: number, possible: number) =>
  possible > 0 ? toFive(10 + (150 * Math.min(Math.max(earned, 0), possible)) / possible) : null;

/**
 * One question of an item-by-item adaptive section (decision 064): the skill it tests and the
 * section's estimate on the 10-160 scale. Such a section is measured by its estimate, not its points
 * (a strong student gets harder questions and about as many wrong as a weak one).
 */
export interface AdaptiveMeasure {
  skill: Skill;
  score: number;
}

/**
 * A subscore from its fixed tasks' share of points and its adaptive questions' estimate, weighted by
 * how many questions each has; either alone is itself.
 */
function skillScore(fixed: number | null, fixedTasks: number, measured: readonly AdaptiveMeasure[]) {
  if (measured.length === 0) return fixed;
  const weight = fixed === null ? 0 : fixedTasks;
  const total = measured.reduce((sum, m) => sum + m.score, 0) + (fixed ?? 0) * weight;
  return toFive(total / (measured.length + weight));
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * The Duolingo English Test's scores of an attempt (decision 040), as DET reports them since July
 * 2024: four individual subscores; four integrated ones, each the mean of its two skills; and the
 * overall, the mean of the four individual subscores rounded to the nearest 5. A subscore waits
 * while one of its tasks waits for the teacher; the overall needs all four.
 */
export function duolingoScores(
  tasks: readonly TaskResult[],
  adaptive: readonly AdaptiveMeasure[] = [],
): ExamScores {
  const skills: ExamSubscore[] = DET_SKILLS.map((skill) => {
    const own = tasks.filter((t) => detSkillOf(t.task, t.itemType) === skill);
    const measured = adaptive.filter((m) => m.skill === skill);
    const awaiting = own.filter((t) => t.awaiting).length;
    const earned = own.reduce((sum, t) => sum + t.earned, 0);
    const possible = own.reduce((sum, t) => sum + t.possible, 0);
    return {
      name: skill,
      kind: 'skill',
      score: awaiting > 0 ? null : skillScore(detScale(earned, possible), own.length, measured),
      awaiting,
      tasks: own.length + measured.length,
    };
  });
  const byName = new Map(skills.map((s) => [s.name, s]));
  const integrated: ExamSubscore[] = Object.entries(DET_INTEGRATED).map(([name, pair]) => {
    const [a, b] = pair.map((skill) => byName.get(skill) as ExamSubscore);
    const both = a && b && a.score !== null && b.score !== null ? [a.score, b.score] : null;
    return {
      name,
      kind: 'integrated',
      score: both ? toFive(mean(both)) : null,
      awaiting: (a?.awaiting ?? 0) + (b?.awaiting ?? 0),
      tasks: (a?.tasks ?? 0) + (b?.tasks ?? 0),
    };
  });
  const scores = skills.map((s) => s.score);
  const overall = scores.every((v): v is number => v !== null) ? toFive(mean(scores as number[])) : null;
  return { exam: 'duolingo', overall, subscores: [...skills, ...integrated] };
}
