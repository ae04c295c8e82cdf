import { isFacultyType, isRecordingType, resultOf } from '@portico/contract/answers';
import type { PteReport, PteSkill, StudentTestItem, TestJson } from '@portico/contract/assessment';

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

/** 10-90: 10 plus 80 times the share of the skill's points earned, rounded. */
export const pteScale = (earned: number, possible: number) =>
  possible > 0 ? Math.round(10 + (80 * Math.min(Math.max(earned, 0), possible)) / possible) : null;

/**
 * How much of an item was right, 0 to 1: the share of its blanks, pairs or words right (a wrongly
 * marked word, a part of negative points, takes one back), a teacher's score over the item's
 * points, or all or nothing.
 */
export function shareRight(
  item: { Points: number; ItemType: string },
  answer: StudentTestItem | undefined,
): number {
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

/**
 * PTE's communicative skills of an ended attempt (decision 019): each skill's 10-90 score from the
 * points of every task counting towards it. A skill with a task still waiting for the teacher has
 * no score yet (`awaiting` says how many), so no provisional number is shown as if it were final.
 */
export function pteSkills(testJson: TestJson, answers: readonly StudentTestItem[]): PteSkill[] {
  const byId = new Map(answers.map((a) => [a.itemId, a]));
  const totals = new Map<Skill, { earned: number; possible: number; awaiting: number; tasks: number }>(
    PTE_SKILLS.map((s) => [s, { earned: 0, possible: 0, awaiting: 0, tasks: 0 }]),
  );
  for (const section of testJson.SectionResponse) {
    for (const item of section.ItemResponse) {
      const answer = byId.get(item.ItemID);
      const awaiting = resultOf(item, answer) === 'awaiting';
      const possible = item.Points > 0 ? item.Points : 1;
      const earned = possible * shareRight(item, answer);
      for (const skill of skillsOfTask(item.TopicName, section.ReferenceType, item.ItemType)) {
        const t = totals.get(skill);
        if (!t) continue;
        t.tasks += 1;
        t.possible += possible;
        t.earned += awaiting ? 0 : earned;
        if (awaiting) t.awaiting += 1;
      }
    }
  }
  return PTE_SKILLS.filter((skill) => (totals.get(skill)?.tasks ?? 0) > 0).map((skill) => {
    const t = totals.get(skill) ?? { earned: 0, possible: 0, awaiting: 0, tasks: 0 };
    return {
      skill,
      score: t.awaiting > 0 ? null : pteScale(t.earned, t.possible),
      awaiting: t.awaiting,
      tasks: t.tasks,
    };
  });
}

/**
 * The PTE card of the default report: the communicative skills, the overall as their mean once all
 * four have a score, and the authored parts with no score while one of their tasks waits for the
 * teacher (an unmarked essay counted as 0 would read as a real, low score).
 */
export function withPteSkills(
  report: PteReport,
  testJson: TestJson,
  answers: readonly StudentTestItem[],
): PteReport {
  const skills = pteSkills(testJson, answers);
  const byId = new Map(answers.map((a) => [a.itemId, a]));
  const awaitingOf = (referenceType: string) =>
    testJson.SectionResponse.filter((s) => s.ReferenceType === referenceType)
      .flatMap((s) => s.ItemResponse)
      .filter((item) => resultOf(item, byId.get(item.ItemID)) === 'awaiting').length;
  const scores = skills.map((s) => s.score);
  const complete = skills.length === PTE_SKILLS.length && scores.every((v): v is number => v !== null);
  return {
    overall: complete ? Math.round((scores as number[]).reduce((a, b) => a + b, 0) / scores.length) : null,
    skills,
    parts: report.parts.map((part) => {
      const awaiting = awaitingOf(part.referenceType);
      return { ...part, awaiting, score: awaiting > 0 ? null : part.score };
    }),
  };
}
