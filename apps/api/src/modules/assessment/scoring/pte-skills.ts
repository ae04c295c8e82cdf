import { isFacultyType, isRecordingType, resultOf } from '@portico/contract/answers';
import type { StudentTestItem } from '@portico/contract/assessment-launch';
import type { PteReport } from '@portico/contract/assessment-report';
import type { TestJson } from '@portico/contract/assessment-test-json';
import type { ExamScores, ExamSubscore } from '@portico/contract/exam-scores';

/** PTE Academic's four communicative skills, in Pearson's score report order. */
export const PTE_SKILLS = ['Listening', 'Reading', 'Speaking', 'Writing'] as const;
type Skill = (typeof PTE_SKILLS)[number];

/**
 * The skills each task counts towards, as Pearson's score guide lists them: integrated tasks
 * count twice (Read Aloud is Speaking and Reading; Write from Dictation is Listening and Writing).
 * Keys are task names in lower case without punctuation; the item's question type (topic) names it.
 */
const TASK_SKILLS: Record<string, readonly Skill[]> = {
  'read aloud': ['Speaking', 'Reading'],
  'repeat sentence': ['Listening', 'Speaking'],
  'describe image': ['Speaking'],
  'retell lecture': ['Listening', 'Speaking'],
  'answer short question': ['Listening', 'Speaking'],
  'summarize group discussion': ['Listening', 'Speaking'],
  'respond to a situation': ['Listening', 'Speaking'],
  'summarize written text': ['Reading', 'Writing'],
  'write essay': ['Writing'],
  'reading & writing fill in the blanks': ['Reading', 'Writing'],
  'reading fill in the blanks': ['Reading'],
  'reorder paragraphs': ['Reading'],
  'summarize spoken text': ['Listening', 'Writing'],
  'highlight correct summary': ['Listening', 'Reading'],
  'select missing word': ['Listening'],
  'highlight incorrect words': ['Listening', 'Reading'],
  'write from dictation': ['Listening', 'Writing'],
};
/** Tasks whose skills depend on the part they are in (Listening's blanks are also Writing). */
const BY_PART: Record<string, Partial<Record<Skill, readonly Skill[]>>> = {
  'fill in the blanks': { Listening: ['Listening', 'Writing'], Reading: ['Reading'] },
};

const taskKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[-:,]/g, ' ')
    .replace(/\bre ?order\b/g, 'reorder')
    .replace(/\bre ?tell\b/g, 'retell')
    .replace(/summari[sz]e/g, 'summarize')
    .replace(/\s+/g, ' ')
    .trim();

const isSkill = (value: string): value is Skill => (PTE_SKILLS as readonly string[]).includes(value);

/** The skills an item counts towards: by its task name, else its part's skill, else its kind. */
export function skillsOfTask(task: string | null, part: string, itemType: string): readonly Skill[] {
  const key = taskKey(task ?? '');
  const known = TASK_SKILLS[key];
  if (known) return known;
  const partSkill = isSkill(part) ? part : null;
  const byPart = BY_PART[key];
  if (byPart && partSkill && byPart[partSkill]) return byPart[partSkill];
  if (partSkill) return [partSkill];
  if (isRecordingType(itemType)) return ['Speaking'];
  if (isFacultyType(itemType)) return ['Writing'];
  return part.includes('Reading') ? ['Reading'] : part.includes('Listening') ? ['Listening'] : [];
}

/** 10-90: 10 plus 80 times the share of the points earned, rounded. */
export const pteScale = (earned: number, possible: number) =>
  possible > 0 ? Math.round(10 + (80 * Math.min(Math.max(earned, 0), possible)) / possible) : null;

/** The score parts shareRight reads: a scored answer (ItemScore) or a report's answer. */
interface Scored {
  isCorrect?: boolean | null;
  points?: number | null;
  parts?: readonly { isCorrect: boolean | null; points: number }[] | null;
}

/**
 * How much of an item was right, 0 to 1: the share of its blanks, pairs or words right (a wrongly
 * marked word, a part of negative points, takes one back), a teacher's score over the item's
 * points, or all or nothing.
 */
export function shareRight(item: { Points: number; ItemType: string }, answer: Scored | undefined): number {
  if (!answer) return 0;
  const parts = answer.parts ?? [];
  if (parts.length > 0) {
    const scorable = parts.filter((p) => p.points >= 0);
    const wrongMarks = parts.length - scorable.length;
    const right = scorable.filter((p) => p.isCorrect === true).length;
    return scorable.length > 0 ? Math.max(right - wrongMarks, 0) / scorable.length : 0;
  }
  if (isFacultyType(item.ItemType)) {
    const points = item.Points > 0 ? item.Points : 1;
    return Math.min(Math.max((answer.points ?? 0) / points, 0), 1);
  }
  return answer.isCorrect === true ? 1 : 0;
}

/** One task of an ended attempt as the exam scores read it (PTE and Duolingo, decision 040). */
export interface TaskResult {
  /** The question type (the item's topic), e.g. 'Repeat Sentence'. */
  task: string | null;
  /** The section's referenceType. */
  part: string;
  itemType: string;
  /** The item's points (1 when missing or 0) and the share of them earned. */
  possible: number;
  earned: number;
  /** Answered and waiting for the teacher. */
  awaiting: boolean;
}

/** A scored item as a task result: its points and the share of them earned. */
export function taskResult(
  item: { task: string | null; part: string; itemType: string; points: number | null },
  score: Scored & { answered?: boolean },
): TaskResult {
  const possible = item.points && item.points > 0 ? item.points : 1;
  const awaiting = score.isCorrect === null && (score.answered ?? false);
  const share = awaiting ? 0 : shareRight({ Points: possible, ItemType: item.itemType }, score);
  return {
    task: item.task,
    part: item.part,
    itemType: item.itemType,
    possible,
    earned: possible * share,
    awaiting,
  };
}

/**
 * PTE's communicative skills (decision 019): each skill's 10-90 score from the points of every task
 * counting towards it, integrated tasks in both of theirs. A skill with a task still waiting for the
 * teacher has no score yet (`awaiting` says how many), so no provisional number reads as final.
 */
export function pteSkills(tasks: readonly TaskResult[]): ExamSubscore[] {
  return PTE_SKILLS.map((skill) => {
    const own = tasks.filter((t) => skillsOfTask(t.task, t.part, t.itemType).includes(skill));
    const awaiting = own.filter((t) => t.awaiting).length;
    const earned = own.reduce((sum, t) => sum + t.earned, 0);
    const possible = own.reduce((sum, t) => sum + t.possible, 0);
    return {
      name: skill,
      kind: 'skill' as const,
      score: awaiting > 0 ? null : pteScale(earned, possible),
      awaiting,
      tasks: own.length,
    };
  }).filter((s) => s.tasks > 0);
}

/**
 * PTE's scores of an attempt (decision 040). Pearson: the overall 'is based on performance on all
 * test items' and 'is not an average calculation of the communicative skills scores' (PTE Academic
 * Score Guide). Portico's overall: 10-90 from the points of every task, each counted once, once all
 * four skills have a score (a one-part practice has no overall).
 */
export function pteScores(tasks: readonly TaskResult[]): ExamScores {
  const subscores = pteSkills(tasks);
  const complete = subscores.length === PTE_SKILLS.length && subscores.every((s) => s.score !== null);
  const earned = tasks.reduce((sum, t) => sum + t.earned, 0);
  const possible = tasks.reduce((sum, t) => sum + t.possible, 0);
  return { exam: 'pte', overall: complete ? pteScale(earned, possible) : null, subscores };
}

/**
 * The PTE card of the default report: the overall and the communicative skills as scored with the
 * attempt (its stored report), and the authored parts with no score while one of their tasks waits
 * for the teacher (an unmarked essay counted as 0 would read as a real, low score).
 */
export function withPteSkills(
  report: PteReport,
  testJson: TestJson,
  answers: readonly StudentTestItem[],
  scores: ExamScores | null | undefined,
): PteReport {
  const byId = new Map(answers.map((a) => [a.itemId, a]));
  const awaitingOf = (referenceType: string) =>
    testJson.SectionResponse.filter((s) => s.ReferenceType === referenceType)
      .flatMap((s) => s.ItemResponse)
      .filter((item) => resultOf(item, byId.get(item.ItemID)) === 'awaiting').length;
  return {
    overall: scores?.overall ?? null,
    skills: (scores?.subscores ?? []).flatMap((s) =>
      isSkill(s.name) ? [{ skill: s.name, score: s.score, awaiting: s.awaiting, tasks: s.tasks }] : [],
    ),
    parts: report.parts.map((part) => {
      const awaiting = awaitingOf(part.referenceType);
      return { ...part, awaiting, score: awaiting > 0 ? null : part.score };
    }),
  };
}
